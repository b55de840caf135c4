package bouncelab.cli;

import picocli.CommandLine.Option;

/**
 * The two options of the slides' tests, as the slides give them: the ball by its centre and diameter, the
 * rectangle by its top-left corner and size. A picocli mixin, shared by {@code probe simple} and
 * {@code probe pythagoras}.
 */
final class SlidesShape {
    @Option(names = "--ball", required = true, paramLabel = "X,Y,DIAMETER")
    private String ball;

    @Option(names = "--rect", required = true, paramLabel = "X,Y,W,H")
    private String rect;

    double[] ball() {
        return ProbeArg.BALL_DIAMETER.parse(ProbeArg.option("--ball"), ball);
    }

    double[] rect() {
        return ProbeArg.RECT_SIZE.parse(ProbeArg.option("--rect"), rect);
    }
}
