package org.kaylescourseware.rules;

/**
 * Receives the options of a heap one at a time, without allocating: {@code remove} tokens go and
 * the heaps {@code larger} and {@code smaller} stay, where 0 stands for "no heap" (so a move that
 * leaves one heap has {@code smaller == 0}, one that leaves nothing has both 0).
 */
@FunctionalInterface
public interface OptionConsumer {

    void accept(int remove, int larger, int smaller);
}
