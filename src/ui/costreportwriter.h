#pragma once

#include "costreview.h"

#include <expected>
#include <QCoreApplication>
#include <QString>

// The cost review as files for the meeting: the group table as CSV (the same
// rounded numbers as `fleetscope-cli cost --format csv`, so the two can be
// diffed, followed by the most wasteful GPUs) and an A4 PDF with the summary,
// the daily bars and idle heat map, the tables, each savings lever with its
// assumptions and evidence, and the definitions. Painting needs a
// QGuiApplication (the offscreen platform will do). Files are written to a
// temporary name and renamed into place, so a failure leaves no partial file.
class CostReportWriter final
{
    Q_DECLARE_TR_FUNCTIONS(CostReportWriter)
  public:
    CostReportWriter() = delete;

    // GPUs listed in the CSV's second section and in the PDF's waste table.
    static constexpr int kCsvWasteRows = 50;
    static constexpr int kPdfWasteRows = 15;

    static QString csv(const CostReview &review);
    static std::expected<void, QString> writeCsv(const CostReview &review, const QString &path);
    static std::expected<void, QString> writePdf(const CostReview &review, const QString &path);
};
