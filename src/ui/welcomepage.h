#pragma once

#include <QWidget>

// What the window shows while there is nothing to draw yet: what FleetScope
// is, and the ways in: replay the bundled demo incident, open or add data
// sources, open a snapshot.
class WelcomePage final : public QWidget
{
    Q_OBJECT
  public:
    explicit WelcomePage(QWidget *parent = nullptr);

  signals:
    void demoRequested();
    void sourcesChosen(const QString &path);
    void addSourceRequested();
    void snapshotChosen(const QString &path);
};
