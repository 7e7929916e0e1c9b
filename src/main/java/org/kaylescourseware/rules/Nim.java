package org.kaylescourseware.rules;

import java.util.ArrayList;
import java.util.List;

/** Nim: a heap may be reduced to any smaller size. Its own rule, not an unbounded octal code. */
public enum Nim implements ImpartialRule {
    INSTANCE;

    @Override
    public List<HeapOption> options(int heap) {
        List<HeapOption> options = new ArrayList<>(heap);
        for (int left = heap - 1; left >= 0; left--) {
            options.add(new HeapOption(heap - left, left == 0 ? List.of() : List.of(left)));
        }
        return options;
    }

    @Override
    public String code() {
        return "nim";
    }
}
