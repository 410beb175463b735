#include "reportpageflow.h"

#include <algorithm>
#include <QDir>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextOption>

namespace {
const QColor kRule(0xc8, 0xc8, 0xc8);
const QColor kHeaderFill(0xee, 0xf0, 0xf3);
const QColor kZebra(0xf8, 0xf8, 0xf8);
} // namespace

ReportPageFlow::ReportPageFlow(QPdfWriter &writer, QPainter &painter, QString footer)
    : m_writer(writer), m_p(painter), m_footer(std::move(footer)), m_pt(writer.resolution() / 72.0)
{
    const QRectF paint = writer.pageLayout().paintRectPixels(writer.resolution());
    // The footer lives in the last 16 pt of the printable area.
    m_body = QRectF(0, 0, paint.width(), paint.height() - 16 * m_pt);
    m_y = m_body.top();
}

QFont ReportPageFlow::font(qreal points, bool bold)
{
    QFont f;
    f.setStyleHint(QFont::SansSerif, QFont::PreferNoShaping);
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

QTextOption ReportPageFlow::wrapping()
{
    // Label sets and commands are long tokens without spaces; they break
    // where they must instead of running into the next column.
    QTextOption o(Qt::AlignLeft | Qt::AlignTop);
    o.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    return o;
}

void ReportPageFlow::newPage()
{
    drawFooter();
    m_writer.newPage();
    ++m_page;
    m_y = m_body.top();
}

void ReportPageFlow::ensure(qreal h)
{
    if (m_y + h > m_body.bottom() && m_y > m_body.top())
        newPage();
}

void ReportPageFlow::finish()
{
    drawFooter();
}

qreal ReportPageFlow::textHeight(const QString &text, const QFont &f, qreal width)
{
    m_p.setFont(f);
    return m_p.boundingRect(QRectF(0, 0, width, 1e7), text, wrapping()).height();
}

void ReportPageFlow::heading(const QString &text)
{
    const QFont f = font(12.5, true);
    const qreal h = textHeight(text, f, m_body.width());
    // A heading alone at the foot of a page helps nobody: keep it with at
    // least a few lines of what follows.
    ensure(h + 60 * m_pt);
    m_y += m_y > m_body.top() ? 10 * m_pt : 0;
    m_p.setFont(f);
    m_p.setPen(textColor());
    m_p.drawText(QRectF(m_body.left(), m_y, m_body.width(), h), Qt::AlignLeft, text);
    m_y += h + 2 * m_pt;
    m_p.setPen(QPen(kRule, 0.8 * m_pt));
    m_p.drawLine(QPointF(m_body.left(), m_y), QPointF(m_body.right(), m_y));
    m_y += 5 * m_pt;
}

void ReportPageFlow::paragraph(const QString &text, const QFont &f, const QColor &color)
{
    const qreal h = textHeight(text, f, m_body.width());
    ensure(h);
    m_p.setFont(f);
    m_p.setPen(color);
    m_p.drawText(QRectF(m_body.left(), m_y, m_body.width(), h), text, wrapping());
    m_y += h + 3 * m_pt;
}

void ReportPageFlow::keyValue(const QString &key, const QString &value, qreal keyWidth)
{
    const QFont k = font(9, true);
    const QFont v = font(9);
    const qreal h = std::max(textHeight(key, k, keyWidth - 6 * m_pt),
                             textHeight(value, v, m_body.width() - keyWidth));
    ensure(h);
    m_p.setFont(k);
    m_p.setPen(mutedColor());
    m_p.drawText(QRectF(m_body.left(), m_y, keyWidth - 6 * m_pt, h), key, wrapping());
    m_p.setFont(v);
    m_p.setPen(textColor());
    m_p.drawText(QRectF(m_body.left() + keyWidth, m_y, m_body.width() - keyWidth, h), value,
                 wrapping());
    m_y += h + 3 * m_pt;
}

void ReportPageFlow::table(const std::vector<Column> &columns,
                           const std::vector<std::vector<Cell>> &rows)
{
    const QFont headFont = font(8, true);
    const QFont cellFont = font(8);
    const QFont cellBold = font(8, true);
    const QFont subFont = font(6.8);
    const qreal pad = 3 * m_pt;
    std::vector<qreal> x, w;
    qreal at = m_body.left();
    for (const Column &c : columns) {
        x.push_back(at);
        w.push_back(c.share * m_body.width());
        at += w.back();
    }
    qreal headH = 0;
    for (std::size_t i = 0; i < columns.size(); ++i)
        headH = std::max(headH, textHeight(columns[i].title, headFont, w[i] - 2 * pad));
    headH += 2 * pad;
    auto drawHeader = [&] {
        m_p.fillRect(QRectF(m_body.left(), m_y, m_body.width(), headH), kHeaderFill);
        m_p.setFont(headFont);
        m_p.setPen(textColor());
        for (std::size_t i = 0; i < columns.size(); ++i)
            m_p.drawText(QRectF(x[i] + pad, m_y + pad, w[i] - 2 * pad, headH - 2 * pad),
                         columns[i].title, wrapping());
        m_y += headH;
    };
    ensure(headH * 3);
    drawHeader();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const auto &row = rows[r];
        std::vector<qreal> mainH(row.size()), subH(row.size());
        qreal h = 0;
        for (std::size_t i = 0; i < row.size() && i < columns.size(); ++i) {
            mainH[i] = textHeight(row[i].text, row[i].bold ? cellBold : cellFont, w[i] - 2 * pad);
            subH[i] =
                row[i].sub.isEmpty() ? 0 : textHeight(row[i].sub, subFont, w[i] - 2 * pad) + m_pt;
            h = std::max(h, mainH[i] + subH[i]);
        }
        h += 2 * pad;
        // Rows never split: a new page repeats the header, so every page
        // of the table reads on its own.
        if (m_y + h > m_body.bottom()) {
            newPage();
            drawHeader();
        }
        if (r % 2)
            m_p.fillRect(QRectF(m_body.left(), m_y, m_body.width(), h), kZebra);
        for (std::size_t i = 0; i < row.size() && i < columns.size(); ++i) {
            const Cell &c = row[i];
            m_p.setFont(c.bold ? cellBold : cellFont);
            m_p.setPen(c.color);
            m_p.drawText(QRectF(x[i] + pad, m_y + pad, w[i] - 2 * pad, mainH[i]), c.text,
                         wrapping());
            if (!c.sub.isEmpty()) {
                m_p.setFont(subFont);
                m_p.setPen(mutedColor());
                m_p.drawText(
                    QRectF(x[i] + pad, m_y + pad + mainH[i] + m_pt, w[i] - 2 * pad, subH[i]), c.sub,
                    wrapping());
            }
        }
        m_y += h;
        m_p.setPen(QPen(kRule, 0.4 * m_pt));
        m_p.drawLine(QPointF(m_body.left(), m_y), QPointF(m_body.right(), m_y));
    }
    m_y += 6 * m_pt;
}

void ReportPageFlow::drawFooter()
{
    m_p.setFont(font(7));
    m_p.setPen(mutedColor());
    const QRectF r(m_body.left(), m_body.bottom() + 6 * m_pt, m_body.width(), 10 * m_pt);
    m_p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, m_footer);
    m_p.drawText(r, Qt::AlignRight | Qt::AlignVCenter, tr("page %1").arg(m_page));
}

void ReportPageFlow::setUpA4(QPdfWriter &writer, const QString &title)
{
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(16, 14, 16, 12), QPageLayout::Millimeter));
    writer.setResolution(600);
    writer.setTitle(title);
    writer.setCreator(tr("FleetScope"));
}

std::expected<void, QString> ReportPageFlow::canPaint()
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return std::unexpected(
            tr("drawing a report needs a QGuiApplication (the offscreen platform will do)"));
    return {};
}

QString ReportPageFlow::writeError(const QString &path, const QString &reason)
{
    return tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}
