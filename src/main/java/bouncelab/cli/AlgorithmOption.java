package bouncelab.cli;

import bouncelab.core.algorithm.AlgorithmId;

/**
 * An algorithm named on the command line, read into its id where the command checks it (so the order in which
 * several bad options are reported stays the command's), with the one message every command gives for a typo.
 */
final class AlgorithmOption {
    private AlgorithmOption() {
    }

    /** @throws BadInputException "option '--algorithm': unknown algorithm 'x' (one of ...)" */
    static AlgorithmId parse(String option, String name) {
        return AlgorithmId.parse(name).orElseThrow(
                () -> new BadInputException("option '" + option + "': " + AlgorithmId.unknown(name)));
    }
}
