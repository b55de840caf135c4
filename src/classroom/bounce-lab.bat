@echo off
rem Bounce Lab from the classroom image: its own Java runtime, no Java needed on the machine.
rem No arguments opens the window; arguments run the command line (bounce-lab --help).
rem lib\bounce-lab.jsa holds the app's classes ready to map (class-data sharing, made when the image was built);
rem C1 alone, on one compiler thread, and the serial collector start faster on a school PC's few cores. Without a usable archive Java
rem starts as usual.
setlocal
for %%I in ("%~dp0..") do set "here=%%~fI"
"%here%\runtime\bin\java.exe" -XX:SharedArchiveFile="%here%\lib\bounce-lab.jsa" -Xshare:auto -Xlog:cds=off -XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -XX:+UseSerialGC -jar "%here%\lib\bounce-lab.jar" %*
