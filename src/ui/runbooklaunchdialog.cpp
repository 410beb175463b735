#include "runbooklaunchdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

RunbookLaunchDialog::RunbookLaunchDialog(const RunbookPlan &plan, QWidget *parent)
    : QDialog(parent), m_plan(plan)
{
    setWindowTitle(tr("Run runbook: %1").arg(plan.title));
    auto *layout = new QVBoxLayout(this);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);

    auto *title = new QLabel(plan.title, this);
    title->setObjectName(QStringLiteral("runbookTitle"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    title->setTextFormat(Qt::PlainText);
    layout->addWidget(title);

    QString what;
    switch (plan.kind) {
    case RunbookPlan::Kind::Url:
        what = tr("Opens a web page in your browser.");
        break;
    case RunbookPlan::Kind::Command:
        what = tr("Runs a program on this computer, with exactly these arguments and no shell.");
        break;
    case RunbookPlan::Kind::AzureAutomation:
        what = tr("Starts an Azure Automation job with exactly this request.");
        break;
    case RunbookPlan::Kind::Webhook:
        what = tr("Sends exactly this HTTP request to a service outside FleetScope.");
        break;
    }
    auto *kind = new QLabel(what, this);
    kind->setObjectName(QStringLiteral("runbookKind"));
    kind->setWordWrap(true);
    layout->addWidget(kind);

    if (!plan.trusted) {
        // Someone else's file: a plain warning, and Run waits for a tick.
        auto *warning = new QLabel(
            tr("\u26a0 Warning: this runbook comes from %1, a file you did not write (for "
               "example one inside a snapshot someone sent). Read exactly what it will do "
               "before you run it.")
                .arg(plan.origin),
            this);
        warning->setObjectName(QStringLiteral("untrustedWarning"));
        warning->setWordWrap(true);
        warning->setTextFormat(Qt::PlainText);
        warning->setFrameShape(QFrame::Box);
        layout->addWidget(warning);
    }

    if (plan.kind == RunbookPlan::Kind::Command) {
        m_argv = new QTreeWidget(this);
        m_argv->setObjectName(QStringLiteral("argvList"));
        m_argv->setHeaderLabels({tr("Element"), tr("Value, quoted")});
        m_argv->setRootIsDecorated(false);
        m_argv->setFont(mono);
        const QStringList argv = plan.argv();
        for (qsizetype i = 0; i < argv.size(); ++i)
            new QTreeWidgetItem(m_argv,
                                {QStringLiteral("argv[%1]").arg(i), RunbookPlan::quoted(argv[i])});
        m_argv->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
        layout->addWidget(m_argv);
    }

    m_planText = new QPlainTextEdit(this);
    m_planText->setObjectName(QStringLiteral("planText"));
    m_planText->setAccessibleName(tr("What the runbook will do"));
    m_planText->setReadOnly(true);
    m_planText->setFont(mono);
    m_planText->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_planText->setPlainText(plan.describe());
    layout->addWidget(m_planText, 1);

    m_dryRunResult = new QLabel(this);
    m_dryRunResult->setObjectName(QStringLiteral("dryRunResult"));
    m_dryRunResult->setWordWrap(true);
    m_dryRunResult->hide();
    layout->addWidget(m_dryRunResult);

    if (plan.kind == RunbookPlan::Kind::Webhook && plan.webhook.needsSecret()) {
        const RunbookPlan::WebhookRequest &w = plan.webhook;
        const QString what = w.urlIsSecret() ? tr("the webhook's address") : tr("the secret");
        auto *label = new QLabel(
            w.secretEnv.isEmpty()
                ? tr("To store or replace %1 (kept in the OS keychain as \"%2\"), type it "
                     "here; leave it empty to use the one stored.")
                      .arg(what, w.secretKey)
                : tr("To store or replace %1 (kept in the OS keychain as \"%2\"), type it "
                     "here; leave it empty to use the one stored or the environment variable %3.")
                      .arg(what, w.secretKey, w.secretEnv),
            this);
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        m_secret = new QLineEdit(this);
        m_secret->setObjectName(QStringLiteral("secretField"));
        m_secret->setEchoMode(QLineEdit::Password);
        m_secret->setAccessibleName(tr("Secret for %1").arg(w.secretKey));
        m_secret->setPlaceholderText(tr("(stored secret)"));
        label->setBuddy(m_secret);
        layout->addWidget(label);
        layout->addWidget(m_secret);
    }

    if (!plan.trusted) {
        m_confirmRead = new QCheckBox(tr("I have read what this runbook will do"), this);
        m_confirmRead->setObjectName(QStringLiteral("confirmRead"));
        connect(m_confirmRead, &QCheckBox::toggled, this, &RunbookLaunchDialog::updateRunButton);
        layout->addWidget(m_confirmRead);
    }

    auto *buttons = new QDialogButtonBox(this);
    m_run = buttons->addButton(tr("Run"), QDialogButtonBox::AcceptRole);
    m_run->setObjectName(QStringLiteral("runButton"));
    m_dryRun = buttons->addButton(tr("Dry run"), QDialogButtonBox::ActionRole);
    m_dryRun->setObjectName(QStringLiteral("dryRunButton"));
    QPushButton *cancel = buttons->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    // Enter must not launch anything: Cancel is the default.
    m_run->setAutoDefault(false);
    m_dryRun->setAutoDefault(false);
    cancel->setDefault(true);
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (!m_run->isEnabled())
            return;
        emit runRequested(m_plan);
        accept();
    });
    connect(m_dryRun, &QPushButton::clicked, this, &RunbookLaunchDialog::dryRun);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateRunButton();
    resize(720, 480);
}

RunbookLaunchDialog::~RunbookLaunchDialog() = default;

QString RunbookLaunchDialog::enteredSecret() const
{
    return m_secret ? m_secret->text().trimmed() : QString();
}

void RunbookLaunchDialog::dryRun()
{
    ++m_dryRuns;
    m_planText->setPlainText(m_plan.describe());
    m_dryRunResult->setText(
        tr("Dry run: nothing was run. Run would do exactly what is shown above."));
    m_dryRunResult->show();
    emit dryRunRequested(m_plan);
}

void RunbookLaunchDialog::updateRunButton()
{
    m_run->setEnabled(!m_confirmRead || m_confirmRead->isChecked());
}
