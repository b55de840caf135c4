package bouncelab.cli;

/** The command line. */
public final class BounceLabCli {
    private BounceLabCli() {
    }

    public static int run(String[] args) {
        return 0;
    }
}
