package org.kaylescourseware.classroom.worksheet;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.kaylescourseware.site.source.SourceUnreadable;

/**
 * A class roster: a CSV file (RFC 4180, read by Apache Commons CSV), separated by commas or, when its
 * header holds more semicolons than commas (spreadsheets in many languages), by semicolons. Its
 * header names the columns (any order, any case, other columns ignored): a name, as {@code name},
 * {@code student} or {@code full name}, or as {@code first name} and {@code last name} (or
 * {@code surname}); and an id, the first there of {@code id}, {@code student id}, {@code email},
 * {@code email address}, {@code id number}, {@code username}. So it reads {@code name,id},
 * {@code name,email}, Moodle's participants or grades download and Canvas's gradebook export (whose
 * "Points Possible" line is no student and is skipped) as they are. A name holding a comma is written
 * in double quotes, {@code "Smith, Ann",17}. The file is UTF-8 (a byte order mark is skipped). Every
 * problem is one {@link RosterException} naming the file and line: not UTF-8, empty, a column missing,
 * a line with more or fewer fields than the header, a quote left open, an empty name or id, an id
 * given twice.
 *
 * @param file     where it was read from
 * @param students the students, in the file's order
 */
public record Roster(Path file, List<Student> students) {

    /** The most students one roster may hold. */
    public static final int MAX_STUDENTS = 1000;

    /** The most bytes of a roster read: a thousand students' lines are far less. */
    public static final int LARGEST = 1_000_000;

    /** One student: a name to print, and the id their variant is derived from. */
    public record Student(String name, String id, int line) {
    }

    public Roster {
        students = List.copyOf(students);
    }

    /**
     * Reads {@code file}.
     *
     * @throws RosterException naming the file and line, for any problem
     * @throws SourceUnreadable naming the file and why, when it cannot be read at all (a folder, no such file)
     */
    public static Roster read(Path file) {
        if (Files.isDirectory(file)) {
            throw new SourceUnreadable(List.of("cannot read " + file + ": it is a folder; give the roster's .csv file"));
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(LARGEST + 1); // a cap before parsing: /dev/zero or a video would fill the heap
        } catch (IOException e) {
            throw new SourceUnreadable(file, e);
        }
        if (bytes.length > LARGEST) {
            throw new RosterException(file, 1, "more than " + LARGEST + " bytes, far more than a class list; give the"
                    + " roster's .csv file (a line per student: name,id)");
        }
        String text = utf8(file, bytes);
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        if (text.isBlank()) {
            throw new RosterException(file, 1, "the roster is empty; its first line names the columns name,id and"
                    + " each line after it is one student, e.g. Ann Smith,17");
        }
        return parse(file, text);
    }

    private static Roster parse(Path file, String text) {
        String head = text.lines().findFirst().orElse("");
        char separator = head.chars().filter(c -> c == ';').count() > head.chars().filter(c -> c == ',').count() ? ';' : ',';
        CSVFormat format = CSVFormat.RFC4180.builder().setDelimiter(separator).setIgnoreEmptyLines(true).setTrim(true).get();
        List<Student> students = new ArrayList<>();
        Map<String, Student> byId = new HashMap<>();
        try (Reader reader = new StringReader(text); CSVParser csv = format.parse(reader)) {
            Header header = null;
            for (CSVRecord record : csv) {
                int line = lineOf(text, record.getCharacterPosition());
                if (header == null) {
                    header = Header.of(file, line, record);
                    continue;
                }
                if (header.isPointsPossible(record)) {
                    continue;
                }
                Student student = header.student(file, line, record);
                Student earlier = byId.putIfAbsent(student.id(), student);
                if (earlier != null) {
                    throw new RosterException(file, line, "id '" + student.id() + "' is already the id of "
                            + earlier.name() + " on line " + earlier.line() + "; each student needs an id of their own");
                }
                students.add(student);
                if (students.size() > MAX_STUDENTS) {
                    throw new RosterException(file, line, "more than " + MAX_STUDENTS + " students; split the roster");
                }
            }
            if (students.isEmpty()) {
                throw new RosterException(file, 2, "the roster names its columns but no student; add one line per"
                        + " student after the header, e.g. Ann Smith,17");
            }
        } catch (IOException | UncheckedIOException e) {
            String message = String.valueOf(e.getMessage());
            throw new RosterException(file, lineNumber(message, text), "this is not a CSV file that can be read ("
                    + message.replaceAll("\\s+", " ").strip() + "); a double quote that opens a field must close it, as"
                    + " in \"Smith, Ann\",17");
        }
        return new Roster(file, students);
    }

    /** The header: where the name (or first and last name) and id columns are. */
    private record Header(int name, int first, int last, int id, int fields) {

        private static final List<String> NAMES = List.of("name", "student", "full name");
        private static final List<String> FIRST_NAMES = List.of("first name", "firstname", "given name");
        private static final List<String> LAST_NAMES = List.of("last name", "lastname", "surname", "family name");
        private static final List<String> IDS = List.of("id", "student id", "email", "email address", "e-mail",
                "id number", "username");

        static Header of(Path file, int line, CSVRecord record) {
            List<String> columns = record.toList().stream().map(c -> c.strip().toLowerCase(Locale.ROOT)).toList();
            int name = first(columns, NAMES);
            int given = first(columns, FIRST_NAMES);
            int family = first(columns, LAST_NAMES);
            int id = first(columns, IDS);
            if (name < 0 && (given < 0 || family < 0) || id < 0) {
                throw new RosterException(file, line, "the header has no '" + (id < 0 ? "id" : "name") + "' column (it has: "
                        + String.join(", ", record.toList()) + "); the first line must name the columns, e.g. name,id or"
                        + " name,email (first name and last name do for the name, as Moodle and Canvas export them)");
            }
            return new Header(name, given, family, id, columns.size());
        }

        private static int first(List<String> columns, List<String> names) {
            return names.stream().mapToInt(columns::indexOf).filter(i -> i >= 0).findFirst().orElse(-1);
        }

        /** Canvas's gradebook export follows its header with a line of points possible, which is no student. */
        boolean isPointsPossible(CSVRecord record) {
            int at = name >= 0 ? name : first;
            return record.size() > at && record.get(at).strip().equals("Points Possible")
                    && (record.size() <= id || record.get(id).isBlank());
        }

        Student student(Path file, int line, CSVRecord record) {
            if (record.size() != fields) {
                throw new RosterException(file, line, record.size() + " fields where the header has " + fields
                        + "; a name that holds a comma goes in double quotes, e.g. \"Smith, Ann\",17");
            }
            String studentName = name >= 0 ? record.get(name).strip()
                    : (record.get(first).strip() + " " + record.get(last).strip()).strip();
            String studentId = record.get(id).strip();
            if (studentName.isEmpty() || studentId.isEmpty()) {
                throw new RosterException(file, line, "a student needs a name and an id, got name '" + studentName
                        + "' and id '" + studentId + "'");
            }
            return new Student(studentName, studentId, line);
        }
    }

    private static String utf8(Path file, byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            int bad = firstBadByte(bytes);
            int line = 1;
            for (int i = 0; i < bad; i++) {
                line += bytes[i] == '\n' ? 1 : 0;
            }
            throw new RosterException(file, line, "not UTF-8 text (byte 0x" + String.format(Locale.ROOT, "%02X",
                    bytes[bad] & 0xff) + "); save the roster as CSV in UTF-8");
        }
    }

    /** The offset of the first byte that does not decode, found by decoding ever longer prefixes. */
    private static int firstBadByte(byte[] bytes) {
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        var result = decoder.decode(in, java.nio.CharBuffer.allocate(bytes.length + 1), true);
        return result.isError() ? in.position() : Math.max(0, bytes.length - 1);
    }

    private static int lineOf(String text, long offset) {
        int line = 1;
        for (int i = 0; i < offset && i < text.length(); i++) {
            line += text.charAt(i) == '\n' ? 1 : 0;
        }
        return line;
    }

    /** The line a parser's message names ("... (line 4) ..."), else the last line. */
    private static int lineNumber(String message, String text) {
        var m = java.util.regex.Pattern.compile("line (\\d+)").matcher(message);
        return m.find() ? Integer.parseInt(m.group(1)) : lineOf(text, text.length());
    }
}
