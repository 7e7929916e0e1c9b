package org.kaylescourseware.classroom.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moodle's GIFT import, step by step as Moodle takes it, for tests: qformat_default.readquestions (a
 * question per run of lines that are not blank; a line "0" is blank to PHP's empty()), qformat_gift.readquestion
 * (question/format/gift/format.php: comment lines, the escapes \\ \: \# \= \{ \} \~ \n, $CATEGORY, ::name::,
 * the first { and the first } as the answers, #### general feedback, [html], the type from the answers' first
 * character or their ~, = and ->, each type's split into answers, weights read by the regex
 * {@code ^%\-*([0-9]{1,2})\.?([0-9]*)%}), qformat_default.importprocess's check that every fraction is within
 * 0.00001 of Moodle's grade list (question_bank::fraction_options_full, question/engine/bank.php), and
 * qtype_multichoice's sanity check of fractions (a single-answer question needs a 100 % answer, the positive
 * fractions of a multiple-answer one add up to 100 % when rounded to 2 places).
 *
 * It is strict where Moodle is lenient about a question other than the one written: a question of no answers
 * (imported as a description or an essay), an answer block that does not end the question (a missing-word
 * question), a number that is not a number (Moodle's test {@code !(is_numeric($ans) || $ans = '*')} assigns
 * instead of comparing, so it imports "any answer"), a short answer or number with no answer at 100 %. Each
 * is a {@link Rejected} naming the question, as Moodle's import names it.
 */
final class MoodleGiftImport {

    /** The fractions Moodle's question bank allows: these, their negatives, 0 and -1 (question/engine/bank.php). */
    private static final double[] GRADES = {1.0, 0.9, 0.8333333, 0.8, 0.75, 0.7, 0.6666667, 0.6, 0.5, 0.4, 0.3333333,
        0.3, 0.25, 0.2, 0.1666667, 0.1428571, 0.125, 0.1111111, 0.1, 0.05};
    private static final Pattern WEIGHT = Pattern.compile("^%-*([0-9]{1,2})\\.?([0-9]*)%");
    private static final String[][] ESCAPES = {{"\\:", "\u0001058"}, {"\\#", "\u0001035"}, {"\\=", "\u0001061"},
        {"\\{", "\u0001123"}, {"\\}", "\u0001125"}, {"\\~", "\u0001126"}, {"\\n", "\u0001010"}};
    private static final String[] CHARACTERS = {":", "#", "=", "{", "}", "~", "\n"};

    /** An answer as Moodle stores it: its text, fraction (1 is full credit) and feedback. */
    record Answer(String text, double fraction, String feedback) {
    }

    /** A question as Moodle stores it; {@code type} is multichoice, shortanswer, numerical, truefalse or match. */
    record Question(String category, String name, String type, boolean single, String format, String text,
            List<Answer> answers, String generalFeedback) {
    }

    /** What Moodle would refuse, or import as another question than the file says. */
    static final class Rejected extends RuntimeException {
        Rejected(String message, String question) {
            super(message + " in: " + (question.length() > 300 ? question.substring(0, 300) + "..." : question));
        }
    }

    private MoodleGiftImport() {
    }

    /** The questions of a GIFT file, each with the category it goes to. */
    static List<Question> read(String file) {
        if (file.startsWith("\uFEFF")) {
            file = file.substring(1);
        }
        List<Question> questions = new ArrayList<>();
        List<String> current = new ArrayList<>();
        String category = "";
        List<String> lines = new ArrayList<>(List.of(file.split("\r?\n", -1)));
        lines.add("");
        for (String raw : lines) {
            String line = raw.strip();
            if (!line.isEmpty() && !line.equals("0")) {
                current.add(line);
                continue;
            }
            if (!current.isEmpty()) {
                Question q = question(current, category);
                if (q != null && q.type().equals("category")) {
                    category = q.category();
                } else if (q != null) {
                    questions.add(q);
                }
                current = new ArrayList<>();
            }
        }
        return questions;
    }

    /** qformat_gift.readquestion, then the grade checks of the import. */
    private static Question question(List<String> lines, String category) {
        List<String> kept = lines.stream().map(l -> l.startsWith("//") ? " " : l).toList();
        String text = String.join("\n", kept).strip();
        if (text.isEmpty()) {
            return null;
        }
        String whole = text;
        text = escapedPre(text);
        if (text.startsWith("$CATEGORY:")) {
            return new Question(text.substring(10).strip(), "", "category", false, "", "", List.of(), "");
        }
        String name = null;
        if (text.startsWith("::")) {
            text = text.substring(2);
            int end = text.indexOf("::");
            if (end < 0) {
                throw new Rejected("a name opened by :: is not closed (Moodle would make up a name from the text)", whole);
            }
            name = escapedPost(text.substring(0, end)).strip();
            text = text.substring(end + 2).strip();
        }
        int start = text.indexOf('{');
        int finish = text.indexOf('}');
        if (start < 0 && finish < 0) {
            throw new Rejected("no answers: Moodle imports a description", whole);
        }
        if (start < 0 || finish < 0 || finish < start) {
            throw new Rejected("braceerror: a { without its } (escape a brace of the text as \\{ \\})", whole);
        }
        if (!text.endsWith("}")) {
            throw new Rejected("text after the answers: Moodle imports a missing-word question", whole);
        }
        String answers = text.substring(start + 1, finish).strip();
        if (answers.contains("{")) {
            throw new Rejected("a { before the answers' own: Moodle takes the answers from the first { to the first },"
                    + " so a brace of the text left unescaped moves the text into the answers", whole);
        }
        String questionText = text.substring(0, start) + text.substring(finish + 1);
        String general = "";
        int separator = answers.lastIndexOf("####");
        if (separator >= 0) {
            general = answers.substring(separator + 4);
            answers = answers.substring(0, separator).strip();
        }
        String[] formatted = format(questionText);
        Question q = typed(category, name, formatted, answers, format(general)[1], whole);
        checkGrades(q, whole);
        return q;
    }

    private static Question typed(String category, String name, String[] text, String answers, String general, String whole) {
        if (answers.isEmpty()) {
            throw new Rejected("an empty answer block: Moodle imports an essay", whole);
        }
        String format = text[0];
        if (answers.charAt(0) == '#') {
            return new Question(category, name, "numerical", true, format, text[1], numerical(answers.substring(1), whole), general);
        }
        if (answers.contains("~")) {
            boolean single = answers.contains("=");
            List<Answer> list = new ArrayList<>();
            for (String answer : split(answers.replace("=", "~="), "~")) {
                double weight = 0;
                if (answer.startsWith("=")) {
                    weight = 1;
                    answer = answer.substring(1);
                } else if (WEIGHT.matcher(answer).find()) {
                    weight = weight(answer);
                    answer = answer.substring(answer.indexOf('%', 1) + 1);
                }
                list.add(commented(answer, weight));
            }
            if (list.size() < 2) {
                throw new Rejected("importminerror: a multiple choice question needs two answers", whole);
            }
            return new Question(category, name, "multichoice", single, format, text[1], list, general);
        }
        if (answers.contains("=") && answers.contains("->")) {
            throw new Rejected("a matching question (=...->): the course writes none", whole);
        }
        String truefalse = answers.indexOf('#') > 0 ? answers.substring(0, answers.indexOf('#')).strip() : answers;
        if (List.of("T", "TRUE", "F", "FALSE").contains(truefalse)) {
            return new Question(category, name, "truefalse", true, format, text[1], List.of(commented(answers, 1)), general);
        }
        List<Answer> list = new ArrayList<>();
        for (String answer : split(answers, "=")) {
            double weight = 1;
            if (WEIGHT.matcher(answer).find()) {
                weight = weight(answer);
                answer = answer.substring(answer.indexOf('%', 1) + 1);
            }
            list.add(commented(answer, weight));
        }
        if (list.isEmpty()) {
            throw new Rejected("importminerror: a short answer question needs an answer", whole);
        }
        return new Question(category, name, "shortanswer", true, format, text[1], list, general);
    }

    /** The answers of {@code {#...}}: =value[:tolerance] or min..max, weighted, with feedback; ~ a wrong answer's feedback. */
    private static List<Answer> numerical(String answers, String whole) {
        String wrong = "";
        int tilde = answers.indexOf('~');
        if (tilde >= 0) {
            wrong = answers.substring(tilde);
            answers = answers.substring(0, tilde);
        }
        List<String> parts = split(answers, "=");
        if (parts.isEmpty()) {
            throw new Rejected("giftnonumericalanswers: a numerical question with no answer", whole);
        }
        List<Answer> list = new ArrayList<>();
        for (String answer : parts) {
            double weight = 1;
            if (WEIGHT.matcher(answer).find()) {
                weight = weight(answer);
                answer = answer.substring(answer.indexOf('%', 1) + 1);
            }
            Answer a = commented(answer, weight);
            String value = a.text();
            String tolerance = "0";
            if (value.indexOf("..") > 0) {
                String min = value.substring(0, value.indexOf("..")).strip();
                String max = value.substring(value.indexOf("..") + 2).strip();
                requireNumber(min, whole);
                requireNumber(max, whole);
                value = String.valueOf((Double.parseDouble(min) + Double.parseDouble(max)) / 2);
            } else if (value.indexOf(':') > 0) {
                tolerance = value.substring(value.indexOf(':') + 1).strip();
                value = value.substring(0, value.indexOf(':')).strip();
            }
            requireNumber(tolerance, whole);
            requireNumber(value, whole);
            list.add(new Answer(value, weight, a.feedback()));
        }
        if (!wrong.isEmpty()) {
            list.add(new Answer("*", 0, commented(wrong, 0).feedback()));
        }
        return list;
    }

    /** PHP's is_numeric, for the decimal numbers a GIFT file holds. */
    private static void requireNumber(String text, String whole) {
        if (!text.strip().matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?")) {
            throw new Rejected("errornotnumbers: '" + escapedPost(text) + "' is not a number", whole);
        }
    }

    /** The grade check of qformat_default.importprocess and the fraction checks of qtype_multichoice and the editing forms. */
    private static void checkGrades(Question q, String whole) {
        double max = Double.NEGATIVE_INFINITY;
        double total = 0;
        for (Answer a : q.answers()) {
            if (!allowed(a.fraction())) {
                throw new Rejected("invalidgrade: " + a.fraction() + " is not one of Moodle's grades (e.g. 1/11 of a mark is none)", whole);
            }
            max = Math.max(max, a.fraction());
            total += Math.max(0, a.fraction());
        }
        if (q.type().equals("multichoice") && !q.single() && Math.round(total * 100) != 100) {
            throw new Rejected("fractionsaddwrong: the right answers add up to " + total * 100 + " %, not 100 %", whole);
        }
        if (!q.type().equals("truefalse") && (q.single() || !q.type().equals("multichoice")) && Math.abs(max - 1) > 1e-7) {
            throw new Rejected("fractionsnomax: no answer is worth 100 %", whole);
        }
    }

    private static boolean allowed(double fraction) {
        if (Math.abs(fraction) < 0.00001 || Math.abs(fraction + 1) < 0.00001) {
            return true;
        }
        for (double grade : GRADES) {
            if (Math.abs(Math.abs(fraction) - grade) < 0.00001) {
                return true;
            }
        }
        return false;
    }

    /** answerweightparser: the number between the percent signs, over 100 (PHP reads "-" signs as its number does). */
    private static double weight(String answer) {
        String number = answer.substring(1, answer.indexOf('%', 1));
        Matcher sign = Pattern.compile("^(-*)(.*)$").matcher(number);
        sign.matches();
        double value = Double.parseDouble(sign.group(2)) / 100;
        return sign.group(1).length() % 2 == 1 ? -value : value;
    }

    /** commentparser: the answer and its feedback, split at the first #. */
    private static Answer commented(String answer, double weight) {
        String[] bits = answer.split("#", 2);
        return new Answer(format(bits[0].strip())[1], weight, bits.length > 1 ? format(bits[1].strip())[1] : "");
    }

    /** explode, then the first piece dropped when it is empty (after trimming), each piece trimmed. */
    private static List<String> split(String text, String separator) {
        List<String> pieces = new ArrayList<>(List.of(text.split(Pattern.quote(separator), -1)));
        if (!pieces.isEmpty() && pieces.get(0).strip().isEmpty()) {
            pieces.remove(0);
        }
        return pieces.stream().map(String::strip).toList();
    }

    /** parse_text_with_format: a leading [html], [moodle], [plain] or [markdown], then the escapes undone. */
    private static String[] format(String text) {
        String format = "moodle";
        String body = text.strip();
        if (body.startsWith("[") && body.indexOf(']') > 0) {
            String name = body.substring(1, body.indexOf(']')).toLowerCase(Locale.ROOT);
            if (List.of("html", "moodle", "plain", "markdown").contains(name)) {
                format = name;
                body = body.substring(body.indexOf(']') + 1);
            }
        }
        return new String[] {format, escapedPost(body).strip()};
    }

    private static String escapedPre(String text) {
        String out = text.replace("\\\\", "\u0002");
        for (String[] escape : ESCAPES) {
            out = out.replace(escape[0], escape[1]);
        }
        return out.replace("\u0002", "\\");
    }

    private static String escapedPost(String text) {
        String out = text;
        for (int i = 0; i < ESCAPES.length; i++) {
            out = out.replace(ESCAPES[i][1], CHARACTERS[i]);
        }
        return out;
    }
}
