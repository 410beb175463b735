#include "welcomepage.h"

#include "snapshotactions.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

WelcomePage::WelcomePage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("welcome"));
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    auto *title = new QLabel(tr("<h2>Welcome to FleetScope</h2>"
                                "<p>GPU memory, P95 latency and pods on one time axis, tiered "
                                "alerts with runbooks, and incidents you can replay offline.</p>"),
                             this);
    title->setAlignment(Qt::AlignCenter);
    title->setWordWrap(true);
    layout->addWidget(title);
    auto button = [&](const QString &text, const QString &name, auto slot) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setMinimumWidth(360);
        connect(b, &QPushButton::clicked, this, slot);
        auto *row = new QHBoxLayout;
        row->addStretch();
        row->addWidget(b);
        row->addStretch();
        layout->addLayout(row);
        return b;
    };
    if (SnapshotActions::hasDemoIncident())
        button(tr("Replay the demo incident (no setup needed)"), QStringLiteral("welcomeDemo"),
               &WelcomePage::demoRequested)
            ->setDefault(true);
    button(tr("Open a data sources file…"), QStringLiteral("welcomeSources"), [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Open Data Sources"), QString(),
                                                       tr("Data sources (*.json);;All files (*)"));
        if (!f.isEmpty())
            emit sourcesChosen(f);
    });
    button(tr("Add a data source…"), QStringLiteral("welcomeAddSource"),
           &WelcomePage::addSourceRequested);
    button(tr("Open a snapshot…"), QStringLiteral("welcomeSnapshot"), [this] {
        const QString f =
            QFileDialog::getOpenFileName(this, tr("Open Snapshot"), QString(),
                                         tr("FleetScope snapshots (*.fsnap);;All files (*)"));
        if (!f.isEmpty())
            emit snapshotChosen(f);
    });
    layout->addStretch(3);
}
