#include "lanestatusbanner.h"

#include "timeformat.h"

#include <QPainter>
#include <QPalette>

QString LaneStatusBanner::errorText() const
{
    return m_status.error ? m_status.error->message : QString();
}

QString LaneStatusBanner::details(const TimeFormat &format) const
{
    QStringList parts;
    if (m_status.error) {
        parts << m_status.error->message;
        if (!m_status.error->detail.isEmpty() && m_status.error->detail != m_status.error->message)
            parts << m_status.error->detail;
        if (m_status.error->httpStatus)
            parts << tr("HTTP status %1").arg(m_status.error->httpStatus);
        if (m_status.retryAtMs > 0)
            parts << tr("Next automatic retry at %1 (F5 retries now).")
                         .arg(format.clock(m_status.retryAtMs));
    }
    for (const QString &w : m_status.warnings)
        parts << tr("Backend warning: %1").arg(w);
    return parts.join(QStringLiteral("\n\n"));
}

QRectF LaneStatusBanner::hoverArea(const QRectF &plotArea)
{
    return {plotArea.left(), plotArea.top(), plotArea.width(), 28};
}

void LaneStatusBanner::paint(QPainter *p, const QRectF &pa, const QPalette &palette, bool hasData,
                             const TimeFormat &format) const
{
    // Errors live where they happened: on the lane, over the data it keeps.
    if (m_status.error || !m_status.warnings.isEmpty()) {
        const bool err = bool(m_status.error);
        QString msg = err ? m_status.error->message : m_status.warnings.join(QStringLiteral(" · "));
        if (err && m_status.retryAtMs > 0)
            msg = tr("%1 — retrying automatically").arg(msg);
        if (err && m_status.lastSuccessMs > 0)
            msg = tr("%1 — showing data from %2").arg(msg, format.clock(m_status.lastSuccessMs));
        const QRectF box(pa.left() + 4, pa.top() + 4, pa.width() - 8, 20);
        p->fillRect(box, err ? QColor(0xff, 0xe0, 0xe0, 235) : QColor(0xff, 0xf3, 0xc8, 235));
        p->setPen(err ? QColor(0x9a, 0x00, 0x00) : QColor(0x6a, 0x4a, 0x00));
        p->drawRect(box);
        const QString prefix = err ? tr("⚠ Error:") : tr("⚠ Warning:");
        // Hovering the banner shows the details (raw answer, next retry).
        p->drawText(box.adjusted(6, 0, -6, 0), Qt::AlignLeft | Qt::AlignVCenter,
                    p->fontMetrics().elidedText(tr("%1 %2").arg(prefix, msg), Qt::ElideRight,
                                                int(box.width() - 12)));
    }
    if (hasData && m_status.coarse && !m_status.error && m_status.warnings.isEmpty()) {
        // A slow query shows its outline first; say so, so nobody reads
        // detail into it.
        p->setPen(palette.color(QPalette::PlaceholderText));
        p->drawText(pa.adjusted(0, 2, -6, 0), Qt::AlignRight | Qt::AlignTop,
                    tr("coarse preview · loading full detail…"));
    }
    if (!hasData && !m_problem.isEmpty() && !m_status.loading) {
        // Never a bare "No data" where the reason is known; under an error
        // too, since the reason says what the error alone does not.
        p->setPen(palette.color(QPalette::WindowText));
        const QRectF box = pa.adjusted(16, 28, -16, -40);
        p->drawText(box, Qt::AlignCenter | Qt::TextWordWrap, m_problem);
    } else if (m_status.error || !m_status.warnings.isEmpty()) {
        return;
    } else if (!hasData && m_status.state != LaneStatus::State::Ok) {
        p->setPen(palette.color(QPalette::PlaceholderText));
        p->drawText(pa, Qt::AlignCenter, m_status.loading ? tr("Loading…") : tr("No data"));
    } else if (!hasData) {
        p->setPen(palette.color(QPalette::PlaceholderText));
        p->drawText(pa, Qt::AlignCenter, tr("No data in this range"));
    }
}
