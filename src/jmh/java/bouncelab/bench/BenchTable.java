package bouncelab.bench;

import bouncelab.core.simulation.Run;
import bouncelab.io.json.JsonArray;
import bouncelab.io.json.JsonNumber;
import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonReader;
import bouncelab.io.json.JsonString;
import bouncelab.io.json.JsonValue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Prints the benchmarks' results as Markdown tables, the targets beside them, and the heap a
 * 100,000-frame run's history takes (measured here, after garbage collection, as JMH has no such measure).
 * Usage: {@code BenchTable target/jmh-result.json}.
 */
public final class BenchTable {
    private record Row(String name, TreeMap<String, String> params, double score, double error, String unit,
                       double p95, double max) {
        String param(String key) {
            return params.getOrDefault(key, "");
        }
    }

    private BenchTable() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "target/jmh-result.json");
        List<Row> rows = read(file);
        System.out.println();
        System.out.println("| benchmark | parameters | score | ± | unit | p95 | max |");
        System.out.println("| --- | --- | ---: | ---: | --- | ---: | ---: |");
        for (Row r : rows) {
            System.out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s |%n", r.name(),
                    String.join(", ", r.params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                            .toList()), num(r.score()), num(r.error()), r.unit(), num(r.p95()), num(r.max()));
        }
        System.out.println();
        System.out.println("| target | measured | goal | met? |");
        System.out.println("| --- | ---: | --- | --- |");
        for (String speed : List.of("slow", "fast")) {
            step(rows, 750, speed, "grid").ifPresent(g -> target("swept step, grid, 30 x 25, " + speed,
                    g / 1000, "µs", 1, "≤ 1 µs"));
        }
        for (int bricks : List.of(750, 10_000, 100_000)) {
            double goal = bricks == 750 ? 0.1 : bricks == 100_000 ? 0.01 : Double.NaN;
            for (String speed : List.of("slow", "fast")) {
                Optional<Double> g = step(rows, bricks, speed, "grid");
                Optional<Double> b = step(rows, bricks, speed, "brute-force");
                if (g.isPresent() && b.isPresent()) {
                    target("whole step, grid / brute force, " + bricks + " bricks, " + speed, g.get() / b.get(),
                            "×", goal, Double.isNaN(goal) ? "(no target)" : "≤ " + goal + " ×");
                }
            }
        }
        for (int bricks : List.of(750, 10_000, 100_000)) {
            for (String speed : List.of("slow", "fast")) {
                Optional<Double> free = step(rows, "SweptStepBench.stepOutcomes", bricks, speed, "grid");
                Optional<Double> traced = step(rows, bricks, speed, "grid");
                if (free.isPresent() && traced.isPresent()) {
                    target("trace-free step / traced step, grid, " + bricks + " bricks, " + speed,
                            free.get() / traced.get(), "×", Double.NaN, "(no target)");
                }
            }
        }
        for (int bricks : List.of(750, 10_000, 100_000)) {
            double goal = bricks == 750 ? 0.1 : bricks == 100_000 ? 0.01 : Double.NaN;
            for (String speed : List.of("slow", "fast")) {
                Optional<Double> g = query(rows, bricks, speed, "grid");
                Optional<Double> b = query(rows, bricks, speed, "brute-force");
                if (g.isPresent() && b.isPresent()) {
                    target("broad phase alone, grid / brute force, " + bricks + " bricks, " + speed,
                            g.get() / b.get(), "×", goal, Double.isNaN(goal) ? "(no target)" : "≤ " + goal + " ×");
                }
            }
        }
        find(rows, "HistoryBench.jumpToAnyFrame").ifPresent(r -> {
            target("jump to any frame of 100,000, p95", r.p95() / 1000, "ms", 10, "≤ 10 ms");
            target("jump to any frame of 100,000, max", r.max() / 1000, "ms", 10, "≤ 10 ms");
        });
        find(rows, "RedrawBench.redraw").ifPresent(r -> target("redraw 1920 x 1080, every overlay, p95", r.p95(),
                "ms", 4, "≤ 4 ms"));
        find(rows, "RedrawBench.redrawBothLayers").ifPresent(r -> target("redraw with the bricks' layer too, p95",
                r.p95(), "ms", 4, "≤ 4 ms"));
        double mb = historyMegabytes();
        target("heap held by a 100,000-frame run", mb, "MB", 64, "well under 64 MB");
    }

    private static void target(String what, double value, String unit, double goal, String goalText) {
        String met = Double.isNaN(goal) ? "" : value <= goal ? "yes" : "no, " + num(value / goal) + " × the goal";
        System.out.printf(Locale.ROOT, "| %s | %s %s | %s | %s |%n", what, num(value), unit, goalText, met);
    }

    private static Optional<Double> step(List<Row> rows, int bricks, String speed, String broadPhase) {
        return step(rows, "SweptStepBench.step", bricks, speed, broadPhase);
    }

    private static Optional<Double> step(List<Row> rows, String name, int bricks, String speed, String broadPhase) {
        return rows.stream().filter(r -> r.name().equals(name)
                && r.param("bricks").equals(String.valueOf(bricks)) && r.param("speed").equals(speed)
                && r.param("broadPhase").equals(broadPhase)).map(Row::score).findFirst();
    }

    private static Optional<Double> query(List<Row> rows, int bricks, String speed, String broadPhase) {
        return rows.stream().filter(r -> r.name().equals("BroadPhaseBench.query")
                && r.param("bricks").equals(String.valueOf(bricks)) && r.param("speed").equals(speed)
                && r.param("broadPhase").equals(broadPhase)).map(Row::score).findFirst();
    }

    private static Optional<Row> find(List<Row> rows, String name) {
        return rows.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    /** Heap in use after a full collection, before and after a 100,000-frame run is built and held. */
    static double historyMegabytes() {
        long before = usedAfterGc();
        Run run = HistoryBench.longRun();
        long after = usedAfterGc();
        if (run.computed() != HistoryBench.FRAMES) {
            throw new IllegalStateException("the run stopped at " + run.computed());
        }
        return (after - before) / (1024.0 * 1024.0);
    }

    private static long usedAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static List<Row> read(Path file) throws IOException {
        List<Row> rows = new ArrayList<>();
        for (JsonValue v : ((JsonArray) JsonReader.parse(Files.readString(file), file.toString())).items()) {
            JsonObject o = (JsonObject) v;
            String name = ((JsonString) o.get("benchmark")).value().replace("bouncelab.bench.", "");
            TreeMap<String, String> params = new TreeMap<>();
            if (o.get("params") instanceof JsonObject p) {
                p.keys().forEach(k -> params.put(k, ((JsonString) p.get(k)).value()));
            }
            JsonObject m = (JsonObject) o.get("primaryMetric");
            double p95 = Double.NaN;
            double max = Double.NaN;
            if (m.get("scorePercentiles") instanceof JsonObject pc && o.get("mode") instanceof JsonString mode
                    && mode.value().equals("sample")) {
                p95 = number(pc.get("95.0"));
                max = number(pc.get("100.0"));
            }
            rows.add(new Row(name, params, number(m.get("score")), number(m.get("scoreError")),
                    ((JsonString) m.get("scoreUnit")).value(), p95, max));
        }
        return rows;
    }

    private static double number(JsonValue v) {
        return v instanceof JsonNumber n ? n.value() : Double.NaN;
    }

    private static String num(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        return String.format(Locale.ROOT, v >= 100 ? "%.0f" : v >= 1 ? "%.2f" : "%.3g", v);
    }
}
