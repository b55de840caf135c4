package bouncelab.io.jvm;

/** A main of the smallest jar {@link ClassArchiveTest} makes an archive for, as the installed app's first start does. */
public final class ArchiveProbe {
    private ArchiveProbe() {}

    public static void main(String[] args) {
        System.out.println("probe ran");
    }
}
