#pragma once

#include <QHash>
#include <QSet>
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
    bool showsLoading(const QString &source, qint64 nowMs);

    LiveWorkspace *m_workspace;
    QHBoxLayout *m_layout;
    QList<QLabel *> m_chips;
    QHash<QString, qint64> m_loadingSince; // per source: since when it is asked
    QSet<QString> m_answered;              // sources that have answered once
};
