// Reading a design file: QJsonDocument against simdjson on the same bytes, then PodCAD's whole
// reader (parse, checks, building the Design), each median of five in this process.
//   bench_json FILE
// Prints one line per step in ms. The reader parses with simdjson on these figures
// (docs/benchmarks.md, "Reading the design file").
#include "io/designfile.h"
#include "io/designreader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>
#include <algorithm>
#include <functional>
#include <simdjson.h>
#include <vector>

using namespace podcad;

namespace {

double medianMs(const std::function<void()> &step)
{
    std::vector<double> ms;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer timer;
        timer.start();
        step();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    if (argc != 2) {
        QTextStream(stderr) << "usage: bench_json FILE\n";
        return 1;
    }
    QFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::ReadOnly)) {
        QTextStream(stderr) << argv[1] << ": " << file.errorString() << '\n';
        return 2;
    }
    QByteArray bytes = file.readAll();
    bytes.reserve(bytes.size() + kJsonPadding); // as DesignFile::read leaves it

    out << argv[1] << ": " << bytes.size() / 1000000.0 << " MB\n";
    const double qt = medianMs([&] {
        const QJsonDocument document = QJsonDocument::fromJson(bytes);
        if (!document.isObject())
            qFatal("Qt could not parse the file");
    });
    out << "  QJsonDocument::fromJson      " << qt << " ms\n";
    const double simd = medianMs([&] {
        simdjson::dom::parser parser; // a new parser each time, as the reader does
        simdjson::dom::element root;
        if (parser.parse(bytes.constData(), std::size_t(bytes.size()), false).get(root))
            qFatal("simdjson could not parse the file");
    });
    out << "  simdjson dom::parser::parse  " << simd << " ms ("
        << simdjson::get_active_implementation()->name().c_str() << ")\n";
    std::size_t devices = 0;
    const double whole = medianMs([&] {
        const LoadResult result = DesignFile::parse(bytes);
        if (!result.ok())
            qFatal("%s", qPrintable(result.firstError(QString::fromLocal8Bit(argv[1]))));
        devices = result.design->devices().size();
    });
    out << "  DesignFile::parse (whole)    " << whole << " ms, " << devices << " devices\n";
    return 0;
}
