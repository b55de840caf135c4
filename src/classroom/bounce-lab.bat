@echo off
rem Bounce Lab from the classroom image: its own Java runtime, no Java needed on the machine.
rem No arguments opens the window; arguments run the command line (bounce-lab --help).
"%~dp0..\runtime\bin\java.exe" -jar "%~dp0..\lib\bounce-lab.jar" %*
