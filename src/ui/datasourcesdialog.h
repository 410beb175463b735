#pragma once

#include "dashboard.h"

#include <optional>
#include <QDialog>
#include <QJsonArray>
#include <QJsonObject>

class ConnectionTest;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QNetworkAccessManager;
class QPlainTextEdit;
class QPushButton;
class QWidget;

// Edits a data sources file: Prometheus-compatible and Azure sources, their
// sign-in, TLS, and "Test connection". A client secret typed here goes to the
// OS keychain, never into the file.
class FieldProblems;

class DataSourcesDialog final : public QDialog
{
    Q_OBJECT
  public:
    DataSourcesDialog(QNetworkAccessManager *nam, const QString &path, const Dashboard &dashboard,
                      QWidget *parent = nullptr);
    ~DataSourcesDialog() override;

    QString path() const { return m_path; }
    // The file's JSON as it would be saved (for tests).
    QByteArray fileJson() const;
    QString testReport() const;
    // What the line under the form says (a problem, or where a secret went).
    QString problemText() const;
    // What the line under one field says, by its key in the file ("url",
    // "auth.tenant", ...); empty when the field is fine.
    QString fieldProblem(const QString &key) const;
    QListWidget *list() const { return m_list; }

  public slots:
    void addSource();
    void removeSource();
    void testConnection();
    // Writes the file (and the secret to the keychain); true when written.
    bool save();

  signals:
    void saved(const QString &path);
    // The typed secret reached the keychain (true), or did not: kept in
    // memory only or refused, as the dialog's message says.
    void secretStored(bool inKeychain);

  protected:
    bool event(QEvent *e) override;

  private:
    void load(const QByteArray &json);
    void showSource(int row);
    void storeForm();
    void updateVisibility();
    QJsonObject formJson() const;
    // Checks the shown source field by field and marks what is wrong.
    void validateForm();
    // Each checked field by its key in the file.
    QList<std::pair<QString, QWidget *>> fields() const;

    QNetworkAccessManager *m_nam;
    QString m_path;
    Dashboard m_dashboard;
    QJsonArray m_sources;
    int m_current = -1;
    bool m_loading = false;
    QString m_pendingSecret; // typed, not yet in the keychain
    bool m_storingSecret = false;
    bool m_acceptWhenStored = false;

    QListWidget *m_list;
    QWidget *m_form;
    QLineEdit *m_name;
    QComboBox *m_type;
    QLineEdit *m_url;
    QComboBox *m_auth;
    QLineEdit *m_tokenEnv;
    QLineEdit *m_username;
    QLineEdit *m_passwordEnv;
    QComboBox *m_cloud;
    QLineEdit *m_login, *m_management, *m_metrics, *m_logAnalytics;
    QComboBox *m_method;
    QLineEdit *m_tenant;
    QLineEdit *m_clientId;
    QLineEdit *m_secret;
    QLineEdit *m_secretEnv;
    QLineEdit *m_caFile;
    QCheckBox *m_insecure;
    QComboBox *m_compression; // Prometheus-compatible sources: auto, gzip, none
    QPlainTextEdit *m_report;
    QPushButton *m_test;
    QLabel *m_problem;
    QFormLayout *m_formLayout;
    FieldProblems *m_fieldProblems = nullptr;
    QPushButton *m_save = nullptr;
    ConnectionTest *m_running = nullptr;
};
