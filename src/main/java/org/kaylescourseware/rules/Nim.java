package org.kaylescourseware.rules;

/** Nim: a heap may be reduced to any smaller size. Its own rule, not an unbounded octal code. */
public enum Nim implements ImpartialRule {
    INSTANCE;

    @Override
    public void forEachOption(int heap, OptionConsumer consumer) {
        for (int left = heap - 1; left >= 0; left--) {
            consumer.accept(heap - left, left, 0);
        }
    }

    @Override
    public String code() {
        return "nim";
    }
}
