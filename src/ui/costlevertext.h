#pragma once

#include "savingslevers.h"

#include <QCoreApplication>
#include <QString>

// The savings levers in words: each lever's name and the assumptions it was
// counted on, spelled out for a reader who cannot see the settings ("Window
// 22:00–07:00 starting Mon–Fri, only idle GPU-hours count (45 h a week)").
class CostLeverText final
{
    Q_DECLARE_TR_FUNCTIONS(CostLeverText)
  public:
    CostLeverText() = delete;

    static QString title(SavingsLevers::Kind kind);
    static QString assumptions(SavingsLevers::Kind kind, const SavingsLevers::Assumptions &a);
    // Days a window starts on (bit 0 = Monday): "Mon–Fri", "Sat and Sun",
    // "every day".
    static QString days(quint8 days);
};
