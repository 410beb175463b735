#include "theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace {
struct SystemLook
{
    QString style;
    QPalette palette;
    bool captured = false;
};

SystemLook &system()
{
    static SystemLook look;
    return look;
}

// Contrast is chosen for reading at night: text at least 7:1 against the
// ground (WCAG AAA), selection and links that stay visible on it.
QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x26, 0x28, 0x2b);
    const QColor base(0x1c, 0x1d, 0x20);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor dim(0x9a, 0x9d, 0xa3);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x24, 0x26, 0x29));
    p.setColor(QPalette::ToolTipBase, QColor(0x32, 0x34, 0x38));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dim);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x32, 0x34, 0x38));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3c, 0x3f, 0x44));
    p.setColor(QPalette::Mid, QColor(0x6a, 0x6d, 0x73));
    p.setColor(QPalette::Dark, QColor(0x14, 0x15, 0x17));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7c, 0xb8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc3, 0x9b, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x7a, 0x7d, 0x82));
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    return p;
}
} // namespace

namespace Theme {

void captureSystem()
{
    SystemLook &look = system();
    if (look.captured)
        return;
    look.style = QApplication::style()->name();
    look.palette = QApplication::palette();
    look.captured = true;
}

void apply(Preferences::Theme theme)
{
    captureSystem();
    const SystemLook &look = system();
    // Fusion draws every control from the palette, so light and dark look
    // the same on every desktop; "System" keeps the platform's own style.
    const QString style =
        theme == Preferences::Theme::System ? look.style : QStringLiteral("fusion");
    if (QApplication::style()->name().compare(style, Qt::CaseInsensitive) != 0)
        if (QStyle *s = QStyleFactory::create(style))
            QApplication::setStyle(s);
    switch (theme) {
    case Preferences::Theme::System:
        QApplication::setPalette(look.palette);
        break;
    case Preferences::Theme::Light:
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case Preferences::Theme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
}

bool isDark()
{
    const QPalette p = QApplication::palette();
    return p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness();
}

} // namespace Theme
