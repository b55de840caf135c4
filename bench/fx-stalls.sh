#!/usr/bin/env bash
# Issues 26 and 28: the longest the FX thread stalls on each heavy action of the window (opening a shot whose
# student test is slow, the 1000-object shot and switching its algorithm, End and Home on it, the Speed sweep's
# first opening, F5 both ways, switching tabs, Compare's and Your test's first openings). An FX heartbeat every
# 10 ms (bouncelab.bench.FxStalls), the window headless (Monocle, software drawing) as in the tests. Goal: no stall
# over 100 ms. Prints a Markdown table for BENCHMARKS.md. Kept out of `mvn verify` (no timing there).
#
#   bench/fx-stalls.sh      (compiles the tests first: mvn -o -q test-compile)
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -o -q test-compile
cp=$(mvn -o -q dependency:build-classpath -Dmdep.outputFile=/dev/stdout -Dmdep.includeScope=test)
java -cp "target/test-classes:target/classes:$cp" -Xmx1g bouncelab.bench.FxStalls
