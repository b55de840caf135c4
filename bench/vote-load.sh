#!/usr/bin/env bash
# The class vote's server under a class: 200 simulated devices on 127.0.0.1 each load the page, ask the question
# and vote 5 times (changing their vote), all at once; a warm-up round, then ROUNDS rounds, each printing the
# votes' times (median, 95th, 99th percentile, slowest) and the total counted (always 200).
#
#   bench/vote-load.sh [ROUNDS]          (default 5)
#
# Runs bouncelab.vote.VoteLoadBench from the test classes (the same driver as VoteLoadTest, which checks the
# counts and times nothing).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

ROUNDS=${1:-5}
mvn -o -q test-compile
mvn -o -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/vote-bench.classpath
echo "load before: $(load)"
java -cp "target/test-classes:target/classes:$(cat target/vote-bench.classpath)" bouncelab.vote.VoteLoadBench "$ROUNDS"
echo "load after: $(load)"
