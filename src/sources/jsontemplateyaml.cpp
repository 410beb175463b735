#include "jsontemplateyaml.h"

#include "sourcestr.h"
#include <QCoreApplication>
#include <yaml-cpp/yaml.h>

namespace {
JsonTemplate scalar(const YAML::Node &node)
{
    const QString text = QString::fromStdString(node.Scalar());
    // yaml-cpp tags plain scalars "?" and quoted or block ones "!".
    if (node.Tag() != "?")
        return JsonTemplate::string(text);
    static const QStringList nulls = {QStringLiteral("null"), QStringLiteral("Null"),
                                      QStringLiteral("NULL"), QStringLiteral("~")};
    if (nulls.contains(text))
        return JsonTemplate::scalar(JsonTemplate::Type::Null, {});
    if (text == QLatin1String("true") || text == QLatin1String("false"))
        return JsonTemplate::scalar(JsonTemplate::Type::Bool, text);
    if (JsonText::isNumber(text))
        return JsonTemplate::scalar(JsonTemplate::Type::Number, text);
    return JsonTemplate::string(text);
}
} // namespace

JsonTemplate jsonTemplateFromYaml(const YAML::Node &node, const QString &where,
                                  const YamlProblem &problem, int depth)
{
    const int line = node.Mark().line + 1;
    if (depth > JsonTemplate::kMaxDepth) {
        problem(SourcesTr::tr("%1 is nested more than %2 levels deep.")
                    .arg(where)
                    .arg(JsonTemplate::kMaxDepth),
                line);
        return {};
    }
    switch (node.Type()) {
    case YAML::NodeType::Undefined:
    case YAML::NodeType::Null:
        return {};
    case YAML::NodeType::Scalar:
        return scalar(node);
    case YAML::NodeType::Sequence: {
        JsonTemplate out = JsonTemplate::container(JsonTemplate::Type::Array);
        int i = 0;
        for (const auto &element : node)
            out.children.push_back(jsonTemplateFromYaml(
                element, QStringLiteral("%1[%2]").arg(where).arg(i++), problem, depth + 1));
        return out;
    }
    case YAML::NodeType::Map: {
        JsonTemplate out = JsonTemplate::container(JsonTemplate::Type::Object);
        for (const auto &kv : node) {
            if (!kv.first.IsScalar()) {
                problem(SourcesTr::tr("%1: a key must be text.").arg(where),
                        kv.first.Mark().line + 1);
                continue;
            }
            const QString key = QString::fromStdString(kv.first.Scalar());
            JsonTemplate member =
                jsonTemplateFromYaml(kv.second, where + QLatin1Char('.') + key, problem, depth + 1);
            member.key = key;
            out.children.push_back(std::move(member));
        }
        return out;
    }
    }
    return {};
}
