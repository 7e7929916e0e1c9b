package org.kaylescourseware.classroom.export;

/** One file an export writes: its name in the output folder and its bytes. */
public record ExportedFile(String name, byte[] bytes) {
}
