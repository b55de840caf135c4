package bouncelab.core.broadphase;

import java.util.Arrays;

/** A growable list of ints without boxing, for the indices a query gathers; local to one step. */
final class IntList {
    private static final int[] NO_ITEMS = {};

    /** Made on the first add: a step's scratch lists that stay empty cost nothing. */
    private int[] items = NO_ITEMS;

    private int size;

    void add(int v) {
        if (size == items.length) {
            items = Arrays.copyOf(items, Math.max(16, size * 2));
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

    /** Sorts ascending: a few items (a query's usual handful) by insertion, without Arrays.sort's set-up. */
    void sort() {
        if (size > 32) {
            Arrays.sort(items, 0, size);
            return;
        }
        for (int i = 1; i < size; i++) {
            int v = items[i];
            int j = i - 1;
            while (j >= 0 && items[j] > v) {
                items[j + 1] = items[j];
                j--;
            }
            items[j + 1] = v;
        }
    }
}
