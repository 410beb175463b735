#pragma once

#include <QString>

// The long --help text: endpoints, known resources, canned KQL shapes and the
// fault-switch JSON. Kept apart from the parser so both stay readable.
namespace DoubleHelp {

QString description();

} // namespace DoubleHelp
