package bouncelab.core.broadphase;

import java.util.Arrays;

/** A growable list of ints without boxing, for the indices a query gathers; local to one step. */
final class IntList {
    private int[] items = new int[16];
    private int size;

    void add(int v) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = v;
    }

    int get(int i) {
        return items[i];
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }

    /** Sorts ascending and drops repeats: a brick lying across several cells is found once per cell. */
    void sortDistinct() {
        Arrays.sort(items, 0, size);
        int w = 0;
        for (int i = 0; i < size; i++) {
            if (w == 0 || items[w - 1] != items[i]) {
                items[w++] = items[i];
            }
        }
        size = w;
    }
}
