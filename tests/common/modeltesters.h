#pragma once

#include <initializer_list>
#include <memory>
#include <QAbstractItemModel>
#include <QAbstractItemModelTester>
#include <QTest>
#include <vector>

// Attaches a QAbstractItemModelTester, failing the test on any broken model
// contract, to each model; call before the models are filled. Returns false
// (after a failed QVERIFY) when a model is missing.
[[nodiscard]] inline bool
attachModelTesters(std::vector<std::unique_ptr<QAbstractItemModelTester>> &testers,
                   std::initializer_list<QAbstractItemModel *> models)
{
    testers.clear();
    for (QAbstractItemModel *model : models) {
        if (!model) {
            QTest::qVerify(false, "model", "a model to test is missing", __FILE__, __LINE__);
            return false;
        }
        testers.push_back(std::make_unique<QAbstractItemModelTester>(
            model, QAbstractItemModelTester::FailureReportingMode::QtTest));
    }
    return true;
}
