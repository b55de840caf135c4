package bouncelab.lessons.worksheet;

import java.util.Locale;

/** The paper a worksheet is printed on: A4 by default, US Letter where that is what the printer holds. */
public enum Paper {
    A4("A4", 210, 297),
    LETTER("letter", 215.9, 279.4);

    private final String css;
    private final double widthMm;
    private final double heightMm;

    Paper(String css, double widthMm, double heightMm) {
        this.css = css;
        this.widthMm = widthMm;
        this.heightMm = heightMm;
    }

    /** The size as CSS {@code @page} names it. */
    public String css() {
        return css;
    }

    public double widthMm() {
        return widthMm;
    }

    public double heightMm() {
        return heightMm;
    }

    /** Its name on the command line: {@code a4} or {@code letter}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** From {@code a4} or {@code letter}, in any case. */
    public static Paper parse(String name) {
        for (Paper p : values()) {
            if (p.label().equalsIgnoreCase(name.strip())) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown paper '" + name + "' (a4 or letter)");
    }
}
