import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Collections;

/**
 * Build step (pom.xml, process-resources): JavaFX's macOS libraries for Intel and for Apple silicon joined into
 * universal ones, as {@code lipo -create} does, so one jar carries both. JavaFX loads a native library from the
 * root of the class path under one name (libglass.dylib) whatever the processor, and the two macOS jars use the
 * same names: shaded together, one would silently replace the other. A universal file is a small header naming
 * each processor's slice and where it lies, then the slices as they were (each keeps its own code signature).
 *
 * <p>{@code java src/build/MacUniversal.java X64_JAR AARCH64_JAR OUT_DIR}
 */
public class MacUniversal {
    private static final int FAT_MAGIC = 0xCAFEBABE;
    private static final int MH_MAGIC_64 = 0xFEEDFACF;
    private static final int CPU_TYPE_ARM64 = 0x0100000C;

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: MacUniversal X64_JAR AARCH64_JAR OUT_DIR");
        }
        Map<String, byte[]> x64 = dylibs(Path.of(args[0]));
        Map<String, byte[]> arm = dylibs(Path.of(args[1]));
        if (x64.isEmpty() || !x64.keySet().equals(arm.keySet())) {
            throw new IOException("the two macOS jars hold different libraries: " + x64.keySet() + " and "
                    + arm.keySet());
        }
        Path out = Files.createDirectories(Path.of(args[2]));
        for (String name : x64.keySet()) {
            byte[] fat = universal(x64.get(name), arm.get(name), name);
            Path target = out.resolve(name);
            if (!Files.exists(target) || !Arrays.equals(Files.readAllBytes(target), fat)) {
                Files.write(target, fat); // unchanged files keep their time: the jar is not rebuilt for nothing
            }
        }
    }

    private static Map<String, byte[]> dylibs(Path jar) throws IOException {
        Map<String, byte[]> found = new TreeMap<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (ZipEntry e : Collections.list(zip.entries())) {
                if (!e.isDirectory() && e.getName().endsWith(".dylib") && !e.getName().contains("/")) {
                    found.put(e.getName(), zip.getInputStream(e).readAllBytes());
                }
            }
        }
        return found;
    }

    private static byte[] universal(byte[] a, byte[] b, String name) throws IOException {
        int[] ta = cpu(a, name), tb = cpu(b, name);
        if (ta[0] == tb[0]) {
            throw new IOException(name + ": both slices are for the same processor");
        }
        int alignA = alignLog2(ta[0]), alignB = alignLog2(tb[0]);
        int first = 1 << alignA; // the header (8 + 20 a slice) fits well inside the first page
        int second = roundUp(first + a.length, 1 << alignB);
        ByteBuffer header = ByteBuffer.allocate(8 + 2 * 20); // big-endian, as the fat header always is
        header.putInt(FAT_MAGIC).putInt(2);
        header.putInt(ta[0]).putInt(ta[1]).putInt(first).putInt(a.length).putInt(alignA);
        header.putInt(tb[0]).putInt(tb[1]).putInt(second).putInt(b.length).putInt(alignB);
        ByteArrayOutputStream out = new ByteArrayOutputStream(second + b.length);
        out.write(header.array());
        out.write(new byte[first - header.capacity()]);
        out.write(a);
        out.write(new byte[second - first - a.length]);
        out.write(b);
        return out.toByteArray();
    }

    /** The CPU type and subtype of a thin 64-bit Mach-O file (stored little-endian by both processors). */
    private static int[] cpu(byte[] macho, String name) throws IOException {
        ByteBuffer le = ByteBuffer.wrap(macho).order(ByteOrder.LITTLE_ENDIAN);
        if (macho.length < 12 || le.getInt(0) != MH_MAGIC_64) {
            throw new IOException(name + " is not a thin 64-bit Mach-O library");
        }
        return new int[] {le.getInt(4), le.getInt(8)};
    }

    /** Each slice starts on its processor's page: 16 KiB on Apple silicon, 4 KiB on Intel (as lipo places them). */
    private static int alignLog2(int cpuType) {
        return cpuType == CPU_TYPE_ARM64 ? 14 : 12;
    }

    private static int roundUp(int n, int align) {
        return (n + align - 1) / align * align;
    }
}
