package org.kaylescourseware.classroom.export;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.kaylescourseware.exercise.ExerciseSet;
import org.w3c.dom.Element;

/**
 * A QTI 1.2 package as Canvas imports it ("QTI .zip file"): {@code imsmanifest.xml} (IMS Content
 * Packaging 1.1) naming one assessment, the assessment {@code <id>/<id>.xml} (IMS QTI ASI 1.2: a
 * {@code questestinterop} with one item per part) and Canvas's {@code <id>/assessment_meta.xml}. Items
 * carry Canvas's {@code question_type}: {@code numerical_question}, {@code multiple_choice_question},
 * {@code multiple_answers_question} or {@code short_answer_question}, a point each; the right answers
 * set SCORE to 100, and the worked solution is the item's general feedback. A bank of variants puts
 * each exercise slot's part in a question group (a {@code section} whose {@code selection_ordering}
 * picks 1, text2qti's form, which Canvas imports as a group) holding every variant's version. The
 * entries are dated 1 January 1980, so the same set gives the same bytes.
 */
final class QtiPackage {

    static final String QTI = "http://www.imsglobal.org/xsd/ims_qtiasiv1p2";
    static final String MANIFEST = "http://www.imsglobal.org/xsd/imscp_v1p1";
    static final String CANVAS = "http://canvas.instructure.com/xsd/cccv1p0";
    private static final FileTime FIXED = FileTime.fromMillis(315_532_800_000L);

    private QtiPackage() {
    }

    static ExportedFile write(QuestionBank bank, QuestionHtml html, String name) {
        String id = "kc-" + bank.name();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            entry(zip, "imsmanifest.xml", manifest(id));
            entry(zip, id + "/" + id + ".xml", assessment(bank, id, html));
            entry(zip, id + "/assessment_meta.xml", meta(bank, id, LmsQuestions.of(bank.sets().get(0)).size()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a zip in memory", e);
        }
        return new ExportedFile(name, bytes.toByteArray());
    }

    private static void entry(ZipOutputStream zip, String name, byte[] content) throws IOException {
        ZipEntry entry = new ZipEntry(name);
        entry.setLastModifiedTime(FIXED);
        zip.putNextEntry(entry);
        zip.write(content);
        zip.closeEntry();
    }

    private static byte[] manifest(String id) {
        XmlDocument xml = XmlDocument.create(MANIFEST, "manifest");
        xml.root().setAttribute("identifier", id + "-manifest");
        Element metadata = xml.add(xml.root(), "metadata");
        xml.text(metadata, "schema", "IMS Content");
        xml.text(metadata, "schemaversion", "1.1.3");
        xml.add(xml.root(), "organizations");
        Element resources = xml.add(xml.root(), "resources");
        Element assessment = xml.add(resources, "resource", "identifier", id, "type", "imsqti_xmlv1p2");
        xml.add(assessment, "file", "href", id + "/" + id + ".xml");
        xml.add(assessment, "dependency", "identifierref", id + "-meta");
        Element meta = xml.add(resources, "resource", "identifier", id + "-meta",
                "type", "associatedcontent/imscc_xmlv1p1/learning-application-resource", "href", id + "/assessment_meta.xml");
        xml.add(meta, "file", "href", id + "/assessment_meta.xml");
        return xml.bytes();
    }

    private static byte[] assessment(QuestionBank bank, String id, QuestionHtml html) {
        XmlDocument xml = XmlDocument.create(QTI, "questestinterop");
        Element assessment = xml.add(xml.root(), "assessment", "ident", id, "title", bank.title());
        Element field = xml.add(xml.add(assessment, "qtimetadata"), "qtimetadatafield");
        xml.text(field, "fieldlabel", "cc_maxattempts");
        xml.text(field, "fieldentry", "1");
        Element root = xml.add(assessment, "section", "ident", "root_section");
        if (!bank.isBank()) {
            bank.questions().forEach(q -> QtiItem.write(xml, root, q, html));
            return xml.bytes();
        }
        for (int slot = 1; slot <= bank.slots(); slot++) {
            List<List<LmsQuestion>> versions = bank.slot(slot);
            for (int part = 0; part < versions.get(0).size(); part++) {
                String title = bank.category(slot, versions.get(0).get(part).part());
                Element group = xml.add(root, "section", "ident", id + "-" + slot + versions.get(0).get(part).part(),
                        "title", title.substring(title.lastIndexOf('/') + 1));
                Element selection = xml.add(xml.add(group, "selection_ordering"), "selection");
                xml.text(selection, "selection_number", "1");
                xml.text(xml.add(selection, "selection_extension"), "points_per_item", "1");
                for (List<LmsQuestion> version : versions) {
                    QtiItem.write(xml, group, version.get(part), html);
                }
            }
        }
        return xml.bytes();
    }

    private static byte[] meta(QuestionBank bank, String id, int points) {
        XmlDocument xml = XmlDocument.create(CANVAS, "quiz");
        xml.root().setAttribute("identifier", id);
        ExerciseSet set = bank.sets().get(0);
        xml.text(xml.root(), "title", bank.title());
        xml.text(xml.root(), "description", set.difficulty().label() + ": " + set.difficulty().description());
        xml.text(xml.root(), "shuffle_answers", "false");
        xml.text(xml.root(), "scoring_policy", "keep_highest");
        xml.text(xml.root(), "quiz_type", "assignment");
        xml.text(xml.root(), "points_possible", points + ".0");
        xml.text(xml.root(), "show_correct_answers", "true");
        xml.text(xml.root(), "allowed_attempts", "-1");
        xml.text(xml.root(), "one_question_at_a_time", "false");
        xml.text(xml.root(), "cant_go_back", "false");
        xml.text(xml.root(), "available", "false");
        return xml.bytes();
    }
}
