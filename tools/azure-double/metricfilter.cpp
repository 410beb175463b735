#include "metricfilter.h"

using namespace Qt::StringLiterals;

namespace {

// Tokens: identifiers, quoted strings (with '' as an escaped quote), parens.
struct Token
{
    enum Kind
    {
        Word,
        Quoted,
        Open,
        Close
    } kind;
    QString text;
};

std::optional<QList<Token>> tokenize(const QString &text, QString *error)
{
    QList<Token> tokens;
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c.isSpace()) {
            ++i;
        } else if (c == u'(' || c == u')') {
            tokens.append({c == u'(' ? Token::Open : Token::Close, QString(c)});
            ++i;
        } else if (c == u'\'') {
            QString value;
            ++i;
            bool closed = false;
            while (i < text.size()) {
                if (text[i] == u'\'') {
                    if (i + 1 < text.size() && text[i + 1] == u'\'') {
                        value += u'\'';
                        i += 2;
                        continue;
                    }
                    closed = true;
                    ++i;
                    break;
                }
                value += text[i++];
            }
            if (!closed) {
                *error = u"unterminated string in $filter"_s;
                return std::nullopt;
            }
            tokens.append({Token::Quoted, value});
        } else {
            const qsizetype start = i;
            while (i < text.size() && !text[i].isSpace() && text[i] != u'(' && text[i] != u')' &&
                   text[i] != u'\'')
                ++i;
            tokens.append({Token::Word, text.mid(start, i - start)});
        }
    }
    return tokens;
}

} // namespace

std::optional<MetricFilter> MetricFilter::parse(const QString &text, QString *error)
{
    const auto tokens = tokenize(text, error);
    if (!tokens)
        return std::nullopt;
    MetricFilter filter;
    qsizetype i = 0;
    const auto isWord = [&](qsizetype at, const QString &word) {
        return at < tokens->size() && (*tokens)[at].kind == Token::Word &&
               (*tokens)[at].text.compare(word, Qt::CaseInsensitive) == 0;
    };
    const auto bad = [&](const QString &why) {
        *error = u"Invalid $filter '%1': %2"_s.arg(text, why);
        return std::nullopt;
    };
    while (true) {
        const bool parenthesised = i < tokens->size() && (*tokens)[i].kind == Token::Open;
        if (parenthesised)
            ++i;
        Group group;
        while (true) {
            if (i + 2 >= tokens->size())
                return bad(u"expected DIMENSION OPERATOR 'VALUE'"_s);
            const Token &dimension = (*tokens)[i];
            const Token &op = (*tokens)[i + 1];
            const Token &value = (*tokens)[i + 2];
            const QString opName = op.text.toLower();
            if (dimension.kind != Token::Word || op.kind != Token::Word ||
                value.kind != Token::Quoted)
                return bad(u"expected DIMENSION OPERATOR 'VALUE'"_s);
            if (opName != u"eq"_s && opName != u"ne"_s && opName != u"sw"_s)
                return bad(u"unsupported operator '%1'"_s.arg(op.text));
            if (value.text == u"*"_s && opName != u"eq"_s)
                return bad(u"'*' needs eq"_s);
            group.append({dimension.text.toLower(), opName, value.text});
            if (!filter.m_splitDimensions.contains(dimension.text.toLower()))
                filter.m_splitDimensions.append(dimension.text.toLower());
            i += 3;
            if (!isWord(i, u"or"_s))
                break;
            ++i;
        }
        if (parenthesised) {
            if (i >= tokens->size() || (*tokens)[i].kind != Token::Close)
                return bad(u"missing ')'"_s);
            ++i;
        }
        filter.m_groups.append(group);
        if (i == tokens->size())
            break;
        if (!isWord(i, u"and"_s))
            return bad(u"expected 'and' or 'or' near '%1'"_s.arg((*tokens)[i].text));
        ++i;
    }
    return filter;
}

bool MetricFilter::matches(const QStringList &dimensions, const QStringList &values) const
{
    for (const Group &group : m_groups) {
        bool any = false;
        for (const Comparison &comparison : group) {
            const qsizetype index = dimensions.indexOf(comparison.dimension);
            const QString value = index < 0 ? QString() : values.value(index);
            if (comparison.value == u"*"_s)
                any = true;
            else if (comparison.op == u"eq"_s)
                any = value.compare(comparison.value, Qt::CaseInsensitive) == 0;
            else if (comparison.op == u"ne"_s)
                any = value.compare(comparison.value, Qt::CaseInsensitive) != 0;
            else
                any = value.startsWith(comparison.value, Qt::CaseInsensitive);
            if (any)
                break;
        }
        if (!any)
            return false;
    }
    return true;
}
