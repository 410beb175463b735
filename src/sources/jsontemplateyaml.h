#pragma once

#include "jsontemplate.h"

#include <functional>
#include <QString>

namespace YAML {
class Node;
}

// A webhook body written in a runbook registry, as YAML or JSON, read into
// a JsonTemplate that keeps the members' order. Quoted scalars are strings;
// plain ones are null, true, false or a number when they read as one in
// JSON, and strings otherwise. Each problem is reported with its line.
using YamlProblem = std::function<void(const QString &what, int line)>;
JsonTemplate jsonTemplateFromYaml(const YAML::Node &node, const QString &where,
                                  const YamlProblem &problem, int depth = 0);
