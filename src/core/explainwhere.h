#pragma once

#include "dashboard.h"
#include "seriesset.h"

#include <QHash>
#include <QString>
#include <vector>

// "Where is it": which label values of a lane's own series carry the change
// between a baseline and a window. For every label the series carry (not
// __name__ or __query__) with 2 to kMaxValues values, and each value v: the
// lane's aggregate is computed per grid point with and without the series
// labelled v, and
//  * share: how much of the lane's change (window mean − baseline mean of the
//    aggregate) goes away when v's series are left out (1: all of it; 0:
//    none; negative: the rest changed more);
//  * distinct: how differently v's series behave in the window than the
//    other series do (the KS distance of their pooled window samples);
//  * score = share × (0.5 + 0.5 × distinct), share clamped to [0, 1].
// Max, min, sum and avg lanes are computed exactly for any number of values
// (per group extremes and sums); quantile lanes only for labels with at most
// kMaxQuantileValues values, by recomputing. Pure.
namespace ExplainWhere {

inline constexpr int kMaxValues = 2000;
inline constexpr int kMaxQuantileValues = 30;
// Places scoring less are noise beside the answer: lists leave them out.
inline constexpr double kMinScore = 0.05;

struct Window
{
    qint64 fromMs = 0;
    qint64 toMs = 0;
    bool contains(qint64 t) const { return t >= fromMs && t <= toMs; }
};

struct Place
{
    QString label;
    QString value;
    double share = 0;
    double distinct = 0;
    double score = 0;
};

// Related entities joined through the labels they share: every series with
// a pod label but no host label gets `hostLabel` = the node that pod runs on
// (from dcgm-exporter's series, which carry both), so a lane of pods can be
// explained by node too.
void joinHosts(SeriesSet &set, const QHash<QString, QString> &hostOfPod, const QString &hostLabel);

// Best first; places with score 0 are left out. `change` (if given) gets the
// lane's change of level, window mean minus baseline mean.
// The lane's aggregate at every time of `set` over the series whose `label`
// is `value` (NaN where none has a sample): a place's own line.
std::vector<double> groupLine(const SeriesSet &set, Aggregate aggregate, const QString &label,
                              const QString &value);

std::vector<Place> rank(const SeriesSet &set, Aggregate aggregate, const Window &window,
                        const Window &baseline, double *change = nullptr);

} // namespace ExplainWhere
