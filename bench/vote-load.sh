#!/usr/bin/env bash
# The class vote's server under a class: 200 simulated devices on 127.0.0.1 each load the page, ask the question
# and vote 5 times (changing their vote), all at once; a warm-up round, then ROUNDS rounds, each printing the
# votes' times (median, 95th, 99th percentile, slowest) and the total counted (always 200).
#
#   bench/vote-load.sh [ROUNDS] [DEVICES]     (default 5 rounds; DEVICES socket, the default, or client)
#
# Each device is a bare kept-alive socket (SocketPhone), so that the devices cost the shared cores next to nothing,
# as a class's phones cost the teacher's PC nothing; "client" gives each device the JDK's HttpClient instead, which
# is how the first measurements were made (one client's selector thread for all 200 devices).
#
# Runs bouncelab.vote.VoteLoadBench from the test classes (the same driver as VoteLoadTest, which checks the
# counts and times nothing).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

ROUNDS=${1:-5}
DEVICES=${2:-socket}
mvn -o -q test-compile
mvn -o -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/vote-bench.classpath
echo "load before: $(load)"
java -cp "target/test-classes:target/classes:$(cat target/vote-bench.classpath)" bouncelab.vote.VoteLoadBench "$ROUNDS" "$DEVICES"
echo "load after: $(load)"
