package org.kaylescourseware.exercise;

/**
 * The answer to an exercise, in a form a program can check (numbers, outcome classes, moves), and
 * written out for an answer key. Open on purpose: the partizan and misère Nim kinds add their own.
 */
public interface Answer {

    /** The answer as one line of plain text, e.g. {@code g(7) = 2}. */
    String shown();
}
