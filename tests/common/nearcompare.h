#pragma once

#include <QString>
#include <QTest>

#include <cmath>

// Figures computed in floating point compared with hand-worked ones: equal to
// 1e-6 (absolute below 1, relative above), with both numbers in the message.
inline bool nearlyEqual(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b));
}

#define COMPARE_NEAR(actual, expected)                                                             \
    QVERIFY2(nearlyEqual((actual), (expected)),                                                    \
             qPrintable(QStringLiteral("%1 is %2, expected %3")                                    \
                            .arg(QStringLiteral(#actual))                                          \
                            .arg(double(actual), 0, 'g', 12)                                       \
                            .arg(double(expected), 0, 'g', 12)))
