#!/bin/sh
# Makes the app's class-data archive (AppCDS) where the app is installed: the classes that opening the window, a
# lesson drawn, a sweep and the command line load, parsed and verified once here and mapped at each start. Java
# maps an archive only for the jar at the path it was made with, so it is made on the PC, by the installer
# (postinst), not shipped. The launcher asks Java to check it (-XX:+VerifySharedSpaces) and to start without it if
# it is missing or damaged. Run again by hand if the archive was removed: lib/app/make-archive.sh
app="$(cd "$(dirname "$0")" && pwd)"
java="$app/../runtime/bin/java"
rm -f "$app/bounce-lab.jsa"
"$java" -Xshare:dump -XX:SharedClassListFile="$app/bounce-lab.classlist" \
    -XX:SharedArchiveFile="$app/bounce-lab.jsa" -cp "$app/bounce-lab.jar" >/dev/null 2>&1 \
    || { rm -f "$app/bounce-lab.jsa"; echo "bounce-lab: no class archive made; the app starts without it" >&2; }
exit 0
