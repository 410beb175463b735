#pragma once

#include <QWidget>

class LiveWorkspace;
class QHBoxLayout;
class QLabel;

// One chip per data source: name, a shape and a word for its state (ok,
// loading, error with the retry countdown). Details are in the tooltip.
class SourceChips final : public QWidget
{
    Q_OBJECT
  public:
    explicit SourceChips(LiveWorkspace *workspace, QWidget *parent = nullptr);
    void refresh();
    QString chipText(const QString &source) const;

  private:
    LiveWorkspace *m_workspace;
    QHBoxLayout *m_layout;
    QList<QLabel *> m_chips;
};
