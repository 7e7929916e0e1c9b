package org.kaylescourseware.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The exit statuses of every command, listed in each command's {@code --help}: scripts may tell a
 * bad argument from a heap too small or a file that cannot be written.
 */
final class ExitStatus {

    static final int OK = 0;
    /** The build (or a check) failed; its problems were printed, each as {@code file:line: ...}. */
    static final int FAILED = 1;
    /** An argument was invalid; the message names it and its value. */
    static final int USAGE = 2;
    /** Nothing was found within the bound asked for (e.g. no period certified up to --max). */
    static final int NOT_FOUND = 3;
    /** The computation does not fit in the heap: refused up front, or it ran out; the message names -Xmx. */
    static final int HEAP = 4;
    /** A file or folder could not be read or written; the message names it and why. */
    static final int FILE = 5;
    /** A fault of the program; KAYLES_COURSEWARE_DEBUG=1 prints where it happened. */
    static final int INTERNAL = 6;

    private ExitStatus() {
    }

    /** The list {@code --help} shows. */
    static Map<String, String> described() {
        Map<String, String> list = new LinkedHashMap<>();
        list.put(String.valueOf(OK), "done");
        list.put(String.valueOf(FAILED), "the build failed; each problem is printed as file:line: what is wrong");
        list.put(String.valueOf(USAGE), "invalid arguments; the message names the bad value and what is valid");
        list.put(String.valueOf(NOT_FOUND), "nothing found within the bound asked for");
        list.put(String.valueOf(HEAP), "too large for the Java heap; the message says how to raise it (java -Xmx...)");
        list.put(String.valueOf(FILE), "a file or folder could not be read or written; the message names it and why");
        list.put(String.valueOf(INTERNAL), "an internal error; set " + OneLineErrors.DEBUG + "=1 to see where");
        return list;
    }
}
