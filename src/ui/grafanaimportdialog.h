#pragma once

#include "grafanaimport.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

// File > Import Grafana Dashboard: shows what a Grafana dashboard turns into
// before anything is written: the lanes and variables that came over, what
// came over with a change, and what was left out and why. "Save and Open"
// writes the FleetScope dashboard (never over the Grafana file) and the
// main window opens it. With several Prometheus sources, the user picks the
// one that runs the queries.
class GrafanaImportDialog final : public QDialog
{
    Q_OBJECT
  public:
    GrafanaImportDialog(const QString &inputPath, const GrafanaImport::Result &result,
                        const QByteArray &json, const QStringList &prometheusSources,
                        QWidget *parent = nullptr);

    const GrafanaImport::Result &result() const { return m_result; }
    // Writes the converted dashboard; false (and a message box when
    // interactive) when it cannot be written.
    bool saveTo(const QString &path, bool interactive = true);
    QString savedPath() const { return m_savedPath; }
    // Where "Save and Open" proposes to write.
    QString suggestedPath() const;

  private:
    void convertFor(const QString &source);
    void showResult(const GrafanaImport::Result &result);
    void saveAndOpen();

    QString m_inputPath;
    QByteArray m_json;
    GrafanaImport::Result m_result;
    QComboBox *m_source = nullptr;
    QLabel *m_summary;
    QLabel *m_leftOutTitle;
    QListWidget *m_leftOut;
    QLabel *m_adjustedTitle;
    QListWidget *m_adjusted;
    QString m_savedPath;
};
