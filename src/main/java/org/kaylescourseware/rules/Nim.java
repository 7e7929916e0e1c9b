package org.kaylescourseware.rules;

import java.util.OptionalInt;

/**
 * Nim: a heap may be reduced to any smaller size. As a take-and-break game it is 0.333…, a 3 for
 * every number of tokens (Winning Ways, ch. 4), so it has no removal bound and never splits.
 */
public enum Nim implements ImpartialRule {
    INSTANCE;

    @Override
    public String code() {
        return "nim";
    }

    @Override
    public int digit(int k) {
        return k > 0 ? 3 : 0;
    }

    @Override
    public OptionalInt removalBound() {
        return OptionalInt.empty();
    }

    @Override
    public boolean optionsAreEverySmallerHeap() {
        return true;
    }

    @Override
    public boolean splitsAny() {
        return false;
    }
}
