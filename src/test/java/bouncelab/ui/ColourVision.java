package bouncelab.ui;

import javafx.scene.paint.Color;

/**
 * How a colour looks to a viewer with a colour vision deficiency (Machado, Oliveira and Fernandes 2009, full
 * severity, in linear RGB), and how far apart two colours look (CIE76 ΔE in Lab). For tests that hold the themes
 * to the promise that every overlay stays distinguishable.
 */
enum ColourVision {
    NORMAL(new double[][] {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}),
    PROTANOPIA(new double[][] {
        {0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}
    }),
    DEUTERANOPIA(new double[][] {
        {0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}
    }),
    TRITANOPIA(new double[][] {
        {1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}
    });

    private final double[][] m;

    ColourVision(double[][] m) {
        this.m = m;
    }

    /** ΔE between two colours as this viewer sees them; below about 10 they are hard to tell apart. */
    double distance(Color a, Color b) {
        double[] la = lab(see(a));
        double[] lb = lab(see(b));
        return Math.sqrt(sq(la[0] - lb[0]) + sq(la[1] - lb[1]) + sq(la[2] - lb[2]));
    }

    private double[] see(Color c) {
        double[] rgb = {linear(c.getRed()), linear(c.getGreen()), linear(c.getBlue())};
        double[] out = new double[3];
        for (int i = 0; i < 3; i++) {
            out[i] = Math.max(0, Math.min(1, m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2]));
        }
        return out;
    }

    private static double linear(double c) {
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static double[] lab(double[] rgb) {
        double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
        double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
        double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
        return new double[] {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    }

    private static double f(double t) {
        return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16.0 / 116;
    }

    private static double sq(double v) {
        return v * v;
    }
}
