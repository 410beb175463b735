#pragma once

#include <expected>
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>
#include <vector>

class QPainter;
class QPdfWriter;
class QTextOption;

// Lays a report's headings, paragraphs and tables down the pages of a
// QPdfWriter, top to bottom, starting a new page (with a table's header
// repeated) where the next piece does not fit, and putting a footer with the
// page number on each page. Coordinates are the writer's device units; sizes
// are given in points.
class ReportPageFlow final
{
    Q_DECLARE_TR_FUNCTIONS(ReportPageFlow)
  public:
    struct Cell
    {
        Cell(QString t = {}, QString s = {}, QColor c = textColor(), bool b = false)
            : text(std::move(t)), sub(std::move(s)), color(c), bold(b)
        {
        }
        QString text;
        QString sub; // a second, smaller line in grey
        QColor color;
        bool bold;
    };
    struct Column
    {
        QString title;
        qreal share; // of the table's width
    };

    ReportPageFlow(QPdfWriter &writer, QPainter &painter, QString footer);

    // Every report's page: A4 portrait at 600 dpi with FleetScope's margins.
    static void setUpA4(QPdfWriter &writer, const QString &title);
    // Fonts come from the platform integration: without a QGuiApplication Qt
    // would abort the process on the first drawText.
    static std::expected<void, QString> canPaint();
    // "cannot write PATH: REASON".
    static QString writeError(const QString &path, const QString &reason);

    // The report's type: unshaped, so no "fi" ligatures: text searched or
    // copied out of the PDF must read "firing", not "ﬁring".
    static QFont font(qreal points, bool bold = false);
    static QColor textColor() { return {0x20, 0x20, 0x20}; }
    static QColor mutedColor() { return {0x6a, 0x6a, 0x6a}; }

    qreal pt() const { return m_pt; } // device units per point
    qreal y() const { return m_y; }
    qreal remaining() const { return m_body.bottom() - m_y; }
    const QRectF &body() const { return m_body; }
    void advance(qreal h) { m_y += h; }

    void newPage();
    // A new page unless `h` still fits on this one (or this one is empty).
    void ensure(qreal h);
    // Draws the last page's footer.
    void finish();

    void heading(const QString &text);
    void paragraph(const QString &text, const QFont &f, const QColor &color = textColor());
    void keyValue(const QString &key, const QString &value, qreal keyWidth);
    void table(const std::vector<Column> &columns, const std::vector<std::vector<Cell>> &rows);
    // A chart `heightPt` tall across the body: paint(QPainter &, area). Charts made for the window
    // (CostCharts, BudgetChart) lay out in screen pixels around the
    // painter's font, and the page is painted at 600 dpi: `paint` draws in
    // a 96 dpi system scaled onto the page, with a font sized in its pixels,
    // so the PDF keeps the window's proportions.
    template <typename Paint> void chart(qreal heightPt, Paint paint)
    {
        const qreal h = heightPt * m_pt;
        ensure(h);
        const qreal scale = m_pt * 72.0 / 96.0;
        m_p.save();
        m_p.translate(m_body.left(), m_y);
        m_p.scale(scale, scale);
        QFont f = font(8);
        f.setPixelSize(11);
        m_p.setFont(f);
        paint(m_p, QRectF(0, 0, m_body.width() / scale, h / scale));
        m_p.restore();
        advance(h + 6 * m_pt);
    }

  private:
    static QTextOption wrapping();
    qreal textHeight(const QString &text, const QFont &f, qreal width);
    void drawFooter();

    QPdfWriter &m_writer;
    QPainter &m_p;
    QString m_footer;
    qreal m_pt;
    QRectF m_body;
    qreal m_y = 0;
    int m_page = 1;
};
