package bouncelab;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The jar {@code mvn package} builds (run by failsafe in {@code verify}, after the jar exists): JavaFX's natives and
 * platform classes for Windows, macOS on Intel and on Apple silicon, and Linux, so {@code java -jar} works on every
 * school desktop; and it still runs here.
 */
class AllDesktopsJarIT {
    private static final Path JAR = Path.of("target", "bounce-lab.jar");
    private static final int CPU_X86_64 = 0x01000007;
    private static final int CPU_ARM64 = 0x0100000C;

    private static final List<String> WINDOWS = List.of(
            "glass.dll", "prism_d3d.dll", "prism_sw.dll", "javafx_font.dll", "javafx_iio.dll", "decora_sse.dll");
    private static final List<String> MAC = List.of(
            "libglass.dylib",
            "libprism_es2.dylib",
            "libprism_sw.dylib",
            "libjavafx_font.dylib",
            "libjavafx_iio.dylib",
            "libdecora_sse.dylib",
            "libprism_common.dylib");
    private static final List<String> LINUX = List.of(
            "libglass.so",
            "libglassgtk3.so",
            "libprism_es2.so",
            "libprism_sw.so",
            "libjavafx_font.so",
            "libjavafx_font_freetype.so",
            "libjavafx_font_pango.so",
            "libjavafx_iio.so",
            "libdecora_sse.so",
            "libprism_common.so");
    /** Each platform's windowing, drawing and fonts, in JavaFX's platform jars only. */
    private static final List<String> PLATFORM_CLASSES = List.of(
            "com/sun/glass/ui/win/WinApplication.class",
            "com/sun/prism/d3d/D3DPipeline.class",
            "com/sun/javafx/font/directwrite/DWFactory.class",
            "com/sun/glass/ui/mac/MacApplication.class",
            "com/sun/javafx/font/coretext/CTFactory.class",
            "com/sun/glass/ui/gtk/GtkApplication.class",
            "com/sun/javafx/font/freetype/FTFactory.class");

    @Test
    void theJarCarriesJavaFxForWindowsMacAndLinux() throws Exception {
        assertTrue(Files.isRegularFile(JAR), JAR + " (built by mvn package)");
        Set<String> natives = new TreeSet<>();
        try (ZipFile zip = new ZipFile(JAR.toFile())) {
            for (ZipEntry e : Collections.list(zip.entries())) {
                String n = e.getName();
                if (!n.contains("/") && (n.endsWith(".dll") || n.endsWith(".dylib") || n.endsWith(".so"))) {
                    natives.add(n);
                }
            }
            List<String> missing = new ArrayList<>();
            for (String n : concat(WINDOWS, MAC, LINUX)) {
                if (!natives.contains(n)) {
                    missing.add(n);
                }
            }
            for (String c : PLATFORM_CLASSES) {
                if (zip.getEntry(c) == null) {
                    missing.add(c);
                }
            }
            assertEquals(List.of(), missing, "the jar's natives: " + natives);
            assertTrue(zip.getEntry("javafx-swt.jar") == null, "JavaFX-in-SWT is left out");
            // each macOS library is universal: the Intel and the Apple silicon file from JavaFX's jars, unchanged
            for (String n : MAC) {
                byte[] fat = zip.getInputStream(zip.getEntry(n)).readAllBytes();
                List<byte[]> thin = thinOnTheClassPath(n);
                assertEquals(2, thin.size(), n + ": JavaFX's two macOS jars are on the test class path");
                assertSlices(n, fat, thin);
            }
        }
    }

    @Test
    void theJarRunsHere(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("lesson.png");
        ProcessBuilder pb = ChildJava.quiet(new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.home=" + dir.resolve("home"),
                "-Djavafx.cachedir=" + dir.resolve("openjfx"),
                "-jar",
                JAR.toString(),
                "render",
                "--lesson",
                "06-tunnelling",
                "--size",
                "400x300",
                "--out",
                png.toString()));
        pb.redirectErrorStream(true);
        Process p = pb.start();
        p.getOutputStream().close();
        String said;
        try (InputStream in = p.getInputStream()) {
            said = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "render from the jar took over two minutes");
        assertEquals(0, p.exitValue(), said);
        assertTrue(Files.size(png) > 5000, "a picture: " + Files.size(png) + " bytes");
    }

    /** The fat header names an Intel and an Apple silicon slice, each one of {@code thin} byte for byte. */
    private static void assertSlices(String name, byte[] fat, List<byte[]> thin) {
        ByteBuffer b = ByteBuffer.wrap(fat); // the fat header is big-endian
        assertEquals(0xCAFEBABE, b.getInt(0), name + " is a universal file");
        assertEquals(2, b.getInt(4), name + ": two slices");
        Set<Integer> cpus = new TreeSet<>();
        for (int i = 0; i < 2; i++) {
            int at = 8 + 20 * i;
            cpus.add(b.getInt(at));
            int offset = b.getInt(at + 8), size = b.getInt(at + 12);
            byte[] slice = Arrays.copyOfRange(fat, offset, offset + size);
            assertTrue(
                    thin.stream().anyMatch(t -> Arrays.equals(t, slice)),
                    name + ": slice " + i + " as JavaFX ships it");
        }
        assertEquals(Set.of(CPU_X86_64, CPU_ARM64), cpus, name + ": Intel and Apple silicon");
    }

    /** The thin libraries of that name in JavaFX's macOS jars on this class path. */
    private static List<byte[]> thinOnTheClassPath(String name) throws IOException {
        List<byte[]> found = new ArrayList<>();
        for (URL u : Collections.list(AllDesktopsJarIT.class.getClassLoader().getResources(name))) {
            if (u.toString().contains("javafx-graphics")) {
                try (InputStream in = u.openStream()) {
                    found.add(in.readAllBytes());
                }
            }
        }
        return found;
    }

    @SafeVarargs
    private static List<String> concat(List<String>... lists) {
        List<String> all = new ArrayList<>();
        for (List<String> l : lists) {
            all.addAll(l);
        }
        return all;
    }
}
