@echo off
rem Bounce Lab from the classroom image: its own Java runtime, no Java needed on the machine.
rem No arguments opens the window; arguments run the command line (bounce-lab --help).
rem lib\bounce-lab.jsa holds the app's classes ready to map (class-data sharing, made when the image was built);
rem C1 alone, on one compiler thread, and the serial collector start faster on a school PC's few cores. Without a
rem usable archive Java starts as usual.
setlocal
rem a sweep's objects live a frame: a young generation of 16 MB keeps them on memory already in use
set "young="
if /i "%~1"=="sweep" set "young=-Xmn16m"
for %%I in ("%~dp0..") do set "here=%%~fI"
set "java=%here%\runtime\bin\java.exe"
set "jar=%here%\lib\bounce-lab.jar"
set "made="
if exist "%here%\lib\bounce-lab.jsa.folder" set /p made=<"%here%\lib\bounce-lab.jsa.folder"
rem copied elsewhere, Java will not map lib\bounce-lab.jsa: the window starts as with java -jar, in a second Java
rem with an archive of the user's own made on the first start (bouncelab.FastStart)
if /i "%made%"=="%here%" (
    "%java%" -XX:SharedArchiveFile="%here%\lib\bounce-lab.jsa" -Xshare:auto -Xlog:cds=off -XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -XX:+UseSerialGC %young% -jar "%jar%" %*
) else if "%~1"=="" (
    "%java%" -jar "%jar%"
) else (
    "%java%" -XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -XX:+UseSerialGC %young% -jar "%jar%" %*
)
