#include "sourcechips.h"

#include "liveworkspace.h"
#include "seriesstore.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>

SourceChips::SourceChips(LiveWorkspace *workspace, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_layout(new QHBoxLayout(this))
{
    m_layout->setContentsMargins(4, 0, 4, 0);
    m_layout->setSpacing(6);
    auto *title = new QLabel(tr("Sources:"), this);
    m_layout->addWidget(title);
    m_layout->addStretch(1);
    connect(workspace->store(), &SeriesStore::laneStatusChanged, this, &SourceChips::refresh);
    connect(workspace, &LiveWorkspace::sourceNoteChanged, this, &SourceChips::refresh);
    // The retry countdown moves once a second.
    auto *timer = new QTimer(this);
    timer->setInterval(1000);
    connect(timer, &QTimer::timeout, this, &SourceChips::refresh);
    timer->start();
}

QString SourceChips::chipText(const QString &source) const
{
    for (auto *c : m_chips)
        if (c->property("source").toString() == source)
            return c->text();
    return {};
}

void SourceChips::refresh()
{
    const auto health = m_workspace->sourceHealth();
    while (m_chips.size() > qsizetype(health.size()))
        delete m_chips.takeLast();
    while (m_chips.size() < qsizetype(health.size())) {
        auto *l = new QLabel(this);
        l->setMargin(3);
        m_layout->insertWidget(m_layout->count() - 1, l);
        m_chips << l;
    }
    const qint64 now = m_workspace->now();
    for (std::size_t i = 0; i < health.size(); ++i) {
        const auto &h = health[i];
        QLabel *chip = m_chips[qsizetype(i)];
        chip->setProperty("source", h.name);
        QString text;
        QString style;
        if (h.error) {
            const qint64 secs = h.retryAtMs > now ? (h.retryAtMs - now + 999) / 1000 : 0;
            text = h.retryAtMs ? tr("✖ %1: error, retry in %2 s").arg(h.name).arg(secs)
                               : tr("✖ %1: error").arg(h.name);
            style = QStringLiteral(
                "background:#ffd8d8;color:#800000;border:1px solid #c00000;border-radius:3px;");
            chip->setToolTip(h.error->detail.isEmpty()
                                 ? h.error->message
                                 : tr("%1\n\n%2").arg(h.error->message, h.error->detail));
        } else if (!h.used) {
            text = tr("%1: unused").arg(h.name);
            style = QStringLiteral("color:#606060;border:1px solid #b0b0b0;border-radius:3px;");
            chip->setToolTip(tr("No lane of this dashboard queries this source."));
        } else if (h.loading && showsLoading(h.name, now)) {
            text = tr("◌ %1: loading").arg(h.name);
            style = QStringLiteral("border:1px solid #808080;border-radius:3px;");
            chip->setToolTip({});
        } else {
            text = tr("✔ %1: ok").arg(h.name);
            style = QStringLiteral(
                "background:#dff3e3;color:#0b4d1c;border:1px solid #2f8f46;border-radius:3px;");
            chip->setToolTip({});
        }
        if (!h.note.isEmpty())
            text = tr("%1 · %2").arg(text, h.note);
        if (h.insecure) {
            text = tr("%1 · ⚠ TLS not verified").arg(text);
            style += QStringLiteral("border:2px solid #d86a00;");
            const QString warning =
                tr("TLS verification is off for %1 (insecureSkipVerify in the sources file): "
                   "its certificate is not checked, so anyone on the network path could read "
                   "or change its answers.")
                    .arg(h.name);
            chip->setToolTip(
                chip->toolTip().isEmpty() ? warning : tr("%1\n\n%2").arg(chip->toolTip(), warning));
        }
        if (!h.loading)
            m_loadingSince.remove(h.name);
        if (!h.error && h.used && !h.loading)
            m_answered.insert(h.name);
        // Restyling a label costs milliseconds of the GUI thread and its
        // layout: only what changed is set (this runs every second).
        if (chip->text() != text) {
            chip->setText(text);
            chip->setAccessibleName(text);
        }
        if (chip->styleSheet() != style)
            chip->setStyleSheet(style);
    }
}

bool SourceChips::showsLoading(const QString &source, qint64 nowMs)
{
    // A source that has answered keeps its "ok" through a refresh that
    // takes under a second (the live tail every 15 s): the chip would only
    // flicker. A fetch that takes longer says so.
    const auto it = m_loadingSince.find(source);
    const qint64 since = it == m_loadingSince.end() ? *m_loadingSince.insert(source, nowMs) : *it;
    return !m_answered.contains(source) || nowMs - since >= 1000;
}
