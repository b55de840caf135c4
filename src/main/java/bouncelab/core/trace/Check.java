package bouncelab.core.trace;

/**
 * One test of an algorithm, as the article writes it and with the numbers put in, and its outcome:
 * {@code (1) circleDistanceX > paddleWidth/2 + diameter/2: 84 > 35 + 50 → false}.
 */
public record Check(String label, String code, String filled, boolean result) {
    public String working() {
        return (label.isEmpty() ? "" : label + " ") + code + ": " + filled + " → " + result;
    }

    @Override
    public String toString() {
        return working();
    }
}
