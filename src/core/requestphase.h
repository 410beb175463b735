#pragma once

#include <QString>

// Where in a request some work happens, read from the words of a metric name
// or label value: preprocessing 0, queueing or tokenising 1, the model 2,
// postprocessing 3; a name that says none of them 2. Stacked phases read
// bottom-up in this order, and one metric per phase is stacked.
namespace RequestPhase {

int rank(const QString &text);
// Whether the text names a phase at all.
bool named(const QString &text);

} // namespace RequestPhase
