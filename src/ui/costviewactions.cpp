// The Cost view's actions on a finished review: the idle threshold and the
// price table it is counted with, and the CSV and PDF exports. Building and
// counting the review is in costview.cpp.
#include "costreportwriter.h"
#include "costview.h"
#include "pricetabledialog.h"
#include "pricetablestore.h"

#include <QDoubleSpinBox>
#include <QFileDialog>

void CostView::setIdleThreshold(double pct)
{
    if (qFuzzyCompare(m_threshold->value(), pct))
        return;
    m_threshold->setValue(pct);
    // The same path as an edit in the field: saved, explained, recounted.
    emit m_threshold->editingFinished();
}

double CostView::idleThreshold() const
{
    return m_threshold->value();
}

void CostView::editPrices()
{
    PriceTableDialog dlg(m_prices, this);
    if (dlg.exec() != QDialog::Accepted)
        return;
    m_prices = dlg.table();
    // The defaults as they are stay the defaults, so later releases' price
    // updates reach this user too.
    if (m_prices == PriceTable::defaults())
        PriceTableStore::resetToDefaults();
    else if (const auto saved = PriceTableStore::save(m_prices); !saved)
        showError(tr("The prices are used but could not be saved: %1").arg(saved.error()));
    recount();
}

void CostView::exportCsv()
{
    if (m_review.report.groups.empty()) {
        showError(tr("Nothing to export yet: load a period first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Cost Table"), QStringLiteral("gpu-cost.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (const auto ok = CostReportWriter::writeCsv(m_review, path); !ok)
        showError(ok.error());
    else
        emit statusMessage(tr("Cost table written to %1").arg(path));
}

void CostView::exportPdf()
{
    if (m_review.report.groups.empty()) {
        showError(tr("Nothing to export yet: load a period first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Cost Report"),
                                                      QStringLiteral("gpu-cost-review.pdf"),
                                                      tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (const auto ok = CostReportWriter::writePdf(m_review, path); !ok)
        showError(ok.error());
    else
        emit statusMessage(tr("Cost report written to %1").arg(path));
}
