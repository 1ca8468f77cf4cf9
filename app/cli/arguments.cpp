#include "arguments.h"

namespace podcad::cli {

Arguments::Arguments(const QStringList &args, std::set<QString> valued, std::set<QString> flags)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--")) {
            mPositional += args.mid(i + 1);
            return;
        }
        if (!arg.startsWith(u'-') || arg == QLatin1String("-")) {
            mPositional << arg;
            continue;
        }
        QString name = arg;
        QString inlineValue;
        bool hasInline = false;
        if (int eq = arg.indexOf(u'='); arg.startsWith(QLatin1String("--")) && eq > 0) {
            name = arg.left(eq);
            inlineValue = arg.mid(eq + 1);
            hasInline = true;
        }
        if (valued.count(name)) {
            if (hasInline) {
                mValues[name] = inlineValue;
            } else if (i + 1 < args.size()) {
                mValues[name] = args[++i];
            } else {
                mError = QStringLiteral("option %1 needs a value").arg(name);
                return;
            }
        } else if (flags.count(name) && !hasInline) {
            mFlags.insert(name);
        } else {
            mError = QStringLiteral("unknown option %1").arg(name);
            return;
        }
    }
}

QString Arguments::value(const QString &option, const QString &fallback) const
{
    auto it = mValues.find(option);
    return it == mValues.end() ? fallback : it->second;
}

} // namespace podcad::cli
